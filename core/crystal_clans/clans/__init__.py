"""One card table per clan: rows of (name, descriptor, hero, copies, summon, attack,
defense, activation, ability ids, style, left effect, right effect)."""
