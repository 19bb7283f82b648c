"""Deals pinned forever: their layouts, in notation, as the engine must deal them.

If one of these changes, every player's deal numbers change. Shared by the deal
tests and the command-line tests, which show and solve them.
"""

from __future__ import annotations

from typing import Final

GOLDEN: Final = {
    0: "8C JD 9S 2C 2H QH 6C TS -- / 3H AS JS 7S 9D 8S QC -- -- / "
    "5D 2S 3D 5S AD 6S 4C TH 5H / 8D 8H AH QD TC QS JH 3C 4H / "
    "2D 9H 3S -- AC 7C 9C 7H JC / 6D -- 4S 7D 5C 6H 4D -- TD",
    1: "7H 9S 4H 8D 8H 5C JH 6H -- / 9C JS 5H -- 3S 2H JD 5D -- / "
    "7D 4D 2S AH 6C -- -- TD TC / JC TH 8C QS 4C 6S 7S AC 5S / "
    "AD -- 6D QC QD QH 9H 3H 3C / AS 4S 2D 8S TS 3D 2C 9D 7C",
    4294967295: "6D 2H 8D 3C TS 5C 4D QS -- / 3S JS 8S 5D JC -- 7C 9D -- / "
    "4H 5H 3H AH JH -- AS 4C 7S / 8H 9S 2S 9H 2D 2C JD QC 6S / "
    "6H 9C -- AC 4S 6C 7D 8C 5S / QH TC TD 7H AD TH QD -- 3D",
}
"""Standard deals, by number."""

GOLDEN_PYSOL: Final = {
    # Microsoft's deal 617, as FreeCell players know it (Kings taken out).
    617: "7D AD 5C 3S 5S 8C 2D AH TD / 7S QD AC 6D 8H AS -- TH QC / 3H 9D 6S 8D 3D TC -- 5H 9S"
    " / 3C 8S 7H 4D JS 4C QS 9C 9H / 7C 6H 2C 2S 4S TS 2H 5D JC / 6C JH QH JD -- -- 4H -- --",
    # The Mersenne Twister from here on: pinned so that neither pysol-cards nor
    # Python's random module can change them unseen.
    32000: "7S 4D JS 8D 6D 3H 3D TH JC / 3C 2C 5S 9D AC 9C 2S 4H 6S / 8S 9S TS 9H -- QD 6H 7D 5H"
    " / QS AD QH TC 4C AH JD 4S JH / TD 3S 7H 8C 6C 2H 2D 5D -- / QC -- 5C 7C 8H -- AS -- --",
    10**20 - 1: "-- JC TD 5C 2S 2C 3S 9D 4H / 7S 4D 2H 8D 4C 3D QH 5S 5H / 8H 9S 8C 9H 7C AC 6D"
    " -- -- / QC 4S 3H 6H TC JS AD QS AH / 7D QD 8S 5D TH AS 9C 7H 3C / JH JD 6S 2D 6C -- TS -- --",
}
"""PySolFC's deals (``--rules pysol``), by PySolFC's game number."""
