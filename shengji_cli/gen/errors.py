"""What the generator cannot do, as a message."""

from __future__ import annotations

from ..core.errors import ErrorKind, ShengjiError
from ..core.messages import Msg


class GenError(ShengjiError, ValueError):
    """A request the generator cannot meet (an unknown fault kind, a variant whose counts miss
    the deck); ``message`` says which."""

    kind = ErrorKind.VARIANT

    def __init__(self, message: Msg) -> None:
        super().__init__(message.id)
        self.message = message
