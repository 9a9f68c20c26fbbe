"""The page's own style sheet and script, inline in every page (no network, no build step)."""

from __future__ import annotations

CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
"""The pages' Content-Security-Policy: nothing from the network, whatever a page held."""

CSS = """
:root{--bad:#b00020;--note:#8a5a00;--red:#c8102e;--felt:#1f6f43;--ink:#1b1b1b;--mute:#5f6368}
*{box-sizing:border-box}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",
"Microsoft YaHei",sans-serif;color:var(--ink);margin:0 auto;max-width:980px;padding:12px}
h1{font-size:1.25em;margin:.2em 0 .4em;overflow-wrap:anywhere}
h2{font-size:1.1em;margin:1em 0 .4em;border-bottom:1px solid #ddd}
dl.head{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}
dl.head dt{color:var(--mute)}dl.head dd{margin:0;overflow-wrap:anywhere}
.status-violations{color:var(--bad);font-weight:600}
.c{white-space:nowrap}.c.r{color:var(--red)}
.deal{display:grid;grid-template-areas:". top ." "left mid right" ". bottom .";
grid-template-columns:1fr minmax(120px,1fr) 1fr;gap:8px}
.seat{border:1px solid #ccc;border-radius:6px;padding:6px}
.seat .who{font-weight:600}.seat .side{color:var(--mute);font-size:.85em;margin-left:.4em}
.seat .g{display:block}.seat .unk{color:var(--mute);font-size:.85em}
.top{grid-area:top}.left{grid-area:left}.right{grid-area:right}.bottom{grid-area:bottom}
.mid{grid-area:mid;background:var(--felt);color:#fff;border-radius:8px;padding:6px;font-size:.9em}
.mid .c.r{color:#ffb3b3}
.step{display:flex;gap:8px;align-items:center;margin:.4em 0}.step[hidden]{display:none}
.step button{font:inherit;padding:.3em .8em}
.trick svg{width:100%;max-width:560px;height:auto;display:block}
h3{font-size:1em;margin:.6em 0 .2em}
.marks{list-style:none;padding:0;margin:.3em 0}
.mark{border-left:4px solid var(--bad);padding:2px 8px;margin:4px 0}
.mark.note{border-color:var(--note)}
.sym{font-weight:700;color:var(--bad)}.note .sym{color:var(--note)}
.cost{font-weight:700}.cost.costly{color:var(--bad)}.cost.best{color:var(--felt)}
.cost.unknown{color:var(--note)}
.cost.blunder{color:var(--bad)}.cost.mistake{color:#c2410c}.cost.inaccuracy{color:var(--note)}
.cost.ungraded{color:var(--mute)}
figure.graph{margin:.4em 0}figure.graph svg{width:100%;max-width:600px;height:auto;display:block}
#review .totals{margin:.2em 0}.numbers summary{cursor:pointer;color:var(--mute)}
ul.bands{margin:.2em 0;padding-left:1.2em}ul.grades{list-style:none;padding:0;margin:.3em 0}
.mark .art,.mark .rul{color:var(--mute);font-size:.9em;display:block}
table.all{border-collapse:collapse;width:100%;font-size:.9em}
table.all td,table.all th{border-bottom:1px solid #e3e3e3;padding:2px 4px;text-align:left;
vertical-align:top}
table.all tr.bad{background:#fdecee}
.st{color:var(--mute);font-size:.85em}.win{font-weight:700}
.att{text-decoration:line-through;color:var(--mute)}
.wrap{overflow-x:auto}
.res p{margin:.2em 0}
#comments pre{white-space:pre-wrap;overflow-wrap:anywhere}
.js .trick[hidden]{display:none}
@media (max-width:600px){body{font-size:14px;padding:8px}
.deal{grid-template-areas:"top top" "left right" "bottom bottom" "mid mid";
grid-template-columns:1fr 1fr}}
@media print{@page{size:A4;margin:10mm}body{font-size:7.5pt;line-height:1.25;max-width:none;
padding:0}#tricks,.step,.trick,.keys{display:none!important}
dl.head{grid-template-columns:repeat(3,max-content 1fr)}table.all td,table.all th{padding:0 4px}
.seat,.mid{padding:2px 4px}.deal{gap:4px}.mid{background:none;color:inherit;border:1px solid #999}
.mid .c.r{color:var(--red)}h2{margin:.5em 0 .2em}table.all tr.bad{background:none}
figure.graph svg{max-width:12cm}}
"""

JS = """
(function(){var d=document,ts=[].slice.call(d.querySelectorAll('section.trick')),n=ts.length,i=0;
if(!n)return;d.documentElement.className+=' js';var nav=d.getElementById('step');nav.hidden=false;
var pos=d.getElementById('pos'),pv=d.getElementById('prev'),nx=d.getElementById('next');
function go(k){i=Math.max(0,Math.min(n-1,k));for(var j=0;j<n;j++)ts[j].hidden=j!==i;
pos.textContent=ts[i].getAttribute('data-of');pv.disabled=i===0;nx.disabled=i===n-1;}
pv.onclick=function(){go(i-1)};nx.onclick=function(){go(i+1)};
d.addEventListener('keydown',function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;
if(e.key==='ArrowLeft'){go(i-1);e.preventDefault()}
else if(e.key==='ArrowRight'){go(i+1);e.preventDefault()}});
[].forEach.call(d.querySelectorAll('a[data-trick]'),function(a){a.onclick=function(){
go(+a.getAttribute('data-trick')-1)}});
go((+d.body.getAttribute('data-start')||1)-1);})();
"""
