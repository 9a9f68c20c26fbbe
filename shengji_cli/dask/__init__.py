"""A season beyond one machine: ``shengji check --dask SCHEDULER`` and its library, on Dask.

An extra (``pip install '.[dask]'`` in the clone): these modules import without it, and say so
(:class:`~.tasks.DaskError`, ``dask.not-installed``) when asked to run.  Each file (or each
part of a big season file of a line format) is checked by :func:`~..batch.work.process_source`,
the local pool's one code path; Dask does the scheduling and the retries.

- :func:`~.tasks.check_bag`: a :class:`dask.bag.Bag` of JSON lines rows (or reports);
- :func:`~.run.iter_rows`: those rows computed on a scheduler, in input order;
- :func:`~.run.connect` and :func:`~.run.dask_runner`: what ``check --dask`` runs through
  :func:`~..batch.run.run_check` (summary, stderr and exit code as the local pool's).
"""

from __future__ import annotations

from .run import connect, dask_runner, iter_rows
from .tasks import DaskError, check_bag, partition_size, results_bag

__all__ = [
    "DaskError",
    "check_bag",
    "connect",
    "dask_runner",
    "iter_rows",
    "partition_size",
    "results_bag",
]
