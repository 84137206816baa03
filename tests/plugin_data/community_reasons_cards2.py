"""Why each occurrence, lucky card, monster, terrain and ability card of the community decks
that is still manual is not scripted yet (issue 38; read from each card's image and table row).
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

TIME = "a time card ('time' in its title, v2.1 glossary): needs the time rules (cards set aside out of play and brought back, turns skipped or compressed)"
ALLOCATION = (
    "played in an opponent's or its own Allocation, Engagement or Draw Cards Phase: needs cards played from the hand outside the card play phases"
    " and reaction windows"
)
FLEET_POINTS = "needs one point type stopped or lowered for a whole fleet for a turn (a new kind)"
EMPIRE_FLEET = "needs a continuous effect on one empire's ships in play (an empire filter on fleet-wide targets, a new kind parameter)"
FIRING_COST = "needs the firing cost of a weapon lowered for one empire's ships (a new kind)"
VOLLEY = "needs a volley redirected, split or answered in a way the kinds lack"
SEVERAL_TARGETS = "needs one card played against several units at once (a new kind)"

WHY_MANUAL = {
    "Space Illness": "needs a monster moving to a stronger unit each turn, permanent strength loss and a doubled engagement cost (a new kind)",
    "Gaia Separation": "needs a terrain's whole output doubled and kept from negative modifiers (a new kind)",
    "Planet - Krebizar": "needs free Shield repair for every Krebiz capsule in play (a new kind)",
    "Quantum Occurrence": "needs every player's hand brought to 9 cards, with the discards each player chooses (a new kind)",
    "Anarchist": "needs a crew turned volatile: its abilities lost, sabotage damage to its location each turn, removed by a bar tender (a new kind)",
    "Anomaly Portal": "needs a card play redirected to another opponent (a new kind)",
    "Discovery of Discoveries": "needs repeated discard-and-draw bounded by the weakest crew's strength (a new kind)",
    "Expeditious Reserves": "needs a reserve-fleet swap free of the strength rule (a new kind)",
    "Flood": "needs removal by points of the terrain's own output type (a new kind)",
    "Miscommunications": "needs a player deciding an opponent unit's weapons fire (a new kind)",
    "Planet - Corporate Homeworld": FIRING_COST,
    "Plasmatic Nebula": FIRING_COST,
    "Sequential Continuum": "needs card plays unlimited while the strengths rise in an unbroken sequence (a new kind)",
    "Ship Collision": SEVERAL_TARGETS,
    "Tri-lateral Textangula": SEVERAL_TARGETS,
    "Sun Spot": "needs a card whose player chooses one of two effects (a new kind)",
    "Breached City": "needs a reaction to a base just played that leaves it at strength 1 (a new kind)",
    "Bribe Pirate": "needs control of an opponent's pirate ship bought with economy each turn (a new kind)",
    "Broken Supply Lines": "needs every supply requirement doubled until a condition is met (a new kind)",
    "Capital Revitalization": "needs a draw after the Draw Cards Phase up to a hand of 9 (a new kind)",
    "Command Disjunction": "needs an opponent's command points lowered for two turns (a new kind)",
    "Continuum Disorder": "needs cards drawn and played at once in a chain between players (a new kind)",
    "Creature From The Black Hole": "needs damage on engaging a unit that allocated energy prevents (a new kind)",
    "Cursed Alien Artifact": "needs an opponent's next Draw Cards Phase shortened (a new kind)",
    "Impending Chaos": "needs the next reaction to a stack cancelled later (a new kind)",
    "Insanity": "needs a crew's actions decided by an opponent, with a removal cost adding both strengths (a new kind)",
    "Kraken": "needs damage split over a fleet's units each turn (a new kind)",
    "Mind Mold Symbionts": "needs a monster's effects kept from weaker cancelling cards (a new kind)",
    "Navigational Error": "needs a ship crashed into a terrain: destroyed, its strength dealt to the terrain (a new kind)",
    "Occumbus": "needs all damage and all firing stopped for a turn (a new kind)",
    "Political Clout": "needs a ship held at a terrain, protecting it as a base does (a new kind)",
    "Political Upheaval": "needs a removal cost that adds the terrain's strength to the card's (a new kind parameter)",
    "Resource Theft": "needs an output drain on an opponent's terrain (a new kind)",
    "Ship Mimic": "needs a monster copying a ship's actions (a new kind)",
    "Unlucky Crew Action": "needs the next card against a crew applied twice (a new kind)",
    "Urbanization": "needs a terrain's supply or energy output turned into economy each turn (a new kind)",
    "Volatile Terrain": "needs the units that damaged a destroyed terrain remembered (a new kind)",
}
