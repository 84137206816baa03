"""Why the community's field (F) and psy (P) cards of h-psy's set (issue 38: the psy rules) are
still manual. The Psy Network (v2.1 PSY NETWORK: only psys of the player's own psy empire guard
it) is a rule now (``rules/variations.psy_network``); what these cards still need is the field and
function model. ``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

FIELDS = (
    "needs the field card model (v2.1 FIELD CARDS, FIELD CARD OPERATION): a field played on a terrain of the fleet (one per terrain, destroyed"
    " only with it), its disciplines and its numbered psy functions (each with a minimum psy strength, usable only while the field is engaged,"
    " once per complete turn, switched off at the activating player's next Record Keeping Step)"
)
PSYS = (
    "needs psy functions (v2.1 PSY FUNCTIONS, DISCIPLINES): the psy's discipline line (how many functions it may switch on, at 1 energy each,"
    " from engaged fields of which disciplines) and the field function model it draws on"
)

_FIELD_TITLES = (
    "Lesser Healing Field", "Field of Minor Wilding", "Field of Power", "Field of Viscaras",
    "Psycanti Field", "Stellar Field", "Visonic Field",
)
_PSY_TITLES = (
    "Psycanti Muse", "Visonic Pledge",
)

WHY_MANUAL_PSY = {
    **dict.fromkeys(_FIELD_TITLES, FIELDS),
    **dict.fromkeys(_PSY_TITLES, PSYS),
    "Psycanti Projection Station": "needs psy functions: one psy may use one function of strength 5 or less twice a turn; usable only in a Psycanti deck",
    "Aurora Borealis": (
        "needs a card drawing and exposing the deck's top card each Allocation Phase, putting a ship, base, dragon, crew, psy or equipment"
        " on its terrain's stack when that is a legal play and the rest back on the deck (a new kind)"
    ),
    "Dimensional Portal": (
        "needs a ship stack set apart from the fleets (neither affecting nor affected, guarding no Sector HQ or Psy Network, using no command"
        " slot) until its own stack applies research equal to twice the ship's strength (a new kind)"
    ),
}
