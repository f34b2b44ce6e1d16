/** English strings for all content, keyed by the i18n keys used in the definitions (nameKey, textKey, loreKey). */
export const en: Record<string, string> = {
  // Eli
  'character.eli.name': 'Eli',
  'character.eli.title': 'the Hidden Blade',
  'side.eli.dagger': 'Dagger',
  'side.eli.shadow': 'Shadow',
  'skill.eli.deathCut.name': 'Death Cut',
  'skill.eli.deathCut.text': 'One adjacent enemy: deal 1 + 1 disadvantage die damage. Curse: also Bleeding (save 3).',
  'skill.eli.fatalThrow.name': 'Fatal Throw',
  'skill.eli.fatalThrow.text':
    'One enemy within 1–3: deal 1 damage if it is 2–3 away, then teleport Eli to an empty cell within 3. Curse: teleport within 5.',
  'skill.eli.vigilance.name': 'Vigilance',
  'skill.eli.vigilance.text':
    'Gain Vigilance: each damage you take is reduced by 2 disadvantage dice, last of all; if both are blank, Vigilance ends. Curse: gain Cursed Vigilance instead (negate the next damage); used as a reaction, you then use another unused skill of either side at speed 15.',
  'skill.eli.shadowstep.name': 'Shadowstep',
  'skill.eli.shadowstep.text':
    'Gain Stealth, then dash up to 2 cells towards an empty cell within 4. Curse: dash up to 4, dealing 1 damage to every enemy beside the path.',
  'skill.eli.shadeAssault.name': 'Shade Assault',
  'skill.eli.shadeAssault.text':
    'Ultimate. One enemy within 5: teleport to an empty cell within 5, then deal 2 + 1 normal die damage. Curse: also Bleeding (no save).',
  'skill.eli.smokeVeil.name': 'Smoke Veil',
  'skill.eli.smokeVeil.text': 'Response. Gain Stealth: the action that targeted you loses its target.',
  'passive.eli.hiddenBlade.name': 'Hidden Blade',
  'passive.eli.hiddenBlade.text':
    'At the end of your turn, if no enemy unit sees you or stands within 2 of you, gain Stealth. Ambush: a skill you declare while Stealthed deals 1 extra damage. Using a weapon skill ends Stealth.',
  // Yunye
  'character.yunye.name': 'Yunye',
  'character.yunye.title': 'the Ruins Monk',
  'side.yunye.ironFist': 'Iron Fist',
  'side.yunye.ruinStaff': 'Ruin Staff',
  'skill.yunye.interceptingFist.name': 'Intercepting Fist',
  'skill.yunye.interceptingFist.text':
    'Standard action or reaction, speed 18, once per round. One adjacent enemy: attack with 1 normal die; on a hit deal 1 damage, or 1 + 1 normal die if the target has Weakness.',
  'skill.yunye.crumblingPalm.name': 'Crumbling Palm',
  'skill.yunye.crumblingPalm.text':
    'One adjacent enemy: deal 1 + 1 normal die damage and apply Weakness (save 3). Curse: also push it 2.',
  'skill.yunye.sweepingKick.name': 'Sweeping Kick',
  'skill.yunye.sweepingKick.text':
    'Every adjacent enemy: deal 1 damage and apply Weakness (save 3). Curse: also Root (save 3).',
  'skill.yunye.ruinSweep.name': 'Ruin Sweep',
  'skill.yunye.ruinSweep.text':
    'Every enemy in the 3 front cells: deal 1 damage and push 1. Curse: 1 + 1 normal die damage and push 2.',
  'skill.yunye.stillWater.name': 'Still Water',
  'skill.yunye.stillWater.text': 'Gain Sturdy. Curse: also gain Regeneration.',
  'skill.yunye.ruinbreakerFlurry.name': 'Ruinbreaker Flurry',
  'skill.yunye.ruinbreakerFlurry.text':
    'Ultimate. One adjacent enemy: apply Weakness (no save), then attack twice with 1 normal die, each hit dealing 1 damage. Curse: a third attack.',
  'skill.yunye.redirect.name': 'Redirect',
  'skill.yunye.redirect.text': 'Response. One enemy within 2 (no vision needed): push it 2.',
  'passive.yunye.ruinStance.name': 'Ruin Stance',
  'passive.yunye.ruinStance.text':
    'When Intercepting Fist damages a unit with Weakness, you may use it once more (once per turn).',
  // Darien
  'character.darien.name': 'Darien',
  'character.darien.title': 'the Oathbreaker Knight',
  'side.darien.vanguard': 'Vanguard',
  'side.darien.oathbreaker': 'Oathbreaker',
  'skill.darien.switchForm.name': 'Switch Form',
  'skill.darien.switchForm.text':
    'Bonus action or reaction (speed 99), once in every turn: switch between Twin Swords and Greatsword.',
  'skill.darien.cleave.name': 'Cleave',
  'skill.darien.cleave.text':
    'Every enemy in the 3 front cells. Twin Swords: 1 damage and Bleeding (save 3). Greatsword: 1 + 1 normal die damage and push 1. Curse: +1 damage.',
  'skill.darien.charge.name': 'Charge',
  'skill.darien.charge.text':
    'One enemy within 2–3: dash up to 2 cells towards it. Twin Swords: 1 damage to every enemy beside the path, then 1 damage. Greatsword: 1 damage and push 2. Curse: +1 damage.',
  'skill.darien.brokenOath.name': 'Broken Oath',
  'skill.darien.brokenOath.text':
    'One adjacent enemy. Twin Swords: 1 + 1 normal die damage and Bleeding (save 3). Greatsword: 1 + 1 advantage die damage; Darien takes 1 damage. Curse: +1 damage.',
  'skill.darien.parry.name': 'Parry',
  'skill.darien.parry.text':
    'One adjacent enemy. Twin Swords: 1 damage. Greatsword: push it 1 and gain Sturdy. Curse: also Bleeding (save 3).',
  'skill.darien.verdict.name': "Oathbreaker's Verdict",
  'skill.darien.verdict.text':
    'Ultimate. Every adjacent enemy. Twin Swords: 1 + 1 normal die damage and Bleeding (no save). Greatsword: 1 + 1 advantage die damage and push 1. Curse: +1 damage.',
  'skill.darien.unbroken.name': 'Unbroken',
  'skill.darien.unbroken.text':
    'Response. Twin Swords: gain Sturdy and Regeneration. Greatsword: gain Sturdy and Ice Shield.',
  'passive.darien.twoOaths.name': 'Two Oaths',
  'passive.darien.twoOaths.text':
    'Twin Swords: your damage ignores Sturdy and Ice Shield. Greatsword: damage of 2 or more from an adjacent unit in your front cone is reduced by 1.',
  'form.darien.twin': 'Twin Swords',
  'form.darien.great': 'Greatsword',
  // Noel
  'character.noel.name': 'Noel',
  'character.noel.title': 'the White-Eyed Seer',
  'side.noel.circles': 'Circles',
  'side.noel.whiteEye': 'White Eye',
  'skill.noel.circleSwap.name': 'Circle Swap',
  'skill.noel.circleSwap.text':
    'Bonus action or reaction (speed 99), once in every turn: the unit bound to a circle and the circle exchange places; the circle returns to your supply.',
  'skill.noel.drawCircle.name': 'Draw Circle',
  'skill.noel.drawCircle.text':
    'A cell within 4 (no vision needed): place a teleport circle (at most 4; the oldest moves). Curse: you may swap a Linked unit to it at once.',
  'skill.noel.soulThread.name': 'Soul Thread',
  'skill.noel.soulThread.text':
    'One enemy within 5 (no vision needed): deal 1 + 1 advantage die damage, apply Link (save 3) and bind it to a free circle of your choice. Curse: no save.',
  'skill.noel.foresight.name': 'Foresight',
  'skill.noel.foresight.text':
    'Another ally within 3 (no vision needed) gains Ice Shield and Link, bound to a free circle of your choice. Curse: also Sturdy.',
  'skill.noel.whiteGaze.name': 'White Gaze',
  'skill.noel.whiteGaze.text':
    'One enemy within 5: at distance 1 deal 1 damage, at 2–3 deal 1 + 1 normal die, at 4–5 deal 1 + 1 advantage die. Curse: also Stun (save 3).',
  'skill.noel.greatTransposition.name': 'Great Transposition',
  'skill.noel.greatTransposition.text':
    'Ultimate. Any unit within 6: apply Link (no save) and bind it; then every Linked unit swaps to its circle at once; enemies moved are Rooted (no save).',
  'skill.noel.blinkCircle.name': 'Blink Circle',
  'skill.noel.blinkCircle.text': 'Response. Teleport onto one of your circles; it returns to your supply.',
  'passive.noel.seersCircles.name': "Seer's Circles",
  'passive.noel.seersCircles.text':
    'You own 4 teleport circles. A circle may be bound to one Linked unit. A swap teleports (Root does not stop it); a unit standing on the circle takes the other place.',
  // Silas
  'character.silas.name': 'Silas',
  'character.silas.title': 'the Deathcaller Shepherd',
  'side.silas.bones': 'Bones',
  'side.silas.crook': "Shepherd's Crook",
  'skill.silas.raiseDead.name': 'Raise Dead',
  'skill.silas.raiseDead.text':
    'An empty adjacent cell: summon a skeleton (at most 2 on the map). Curse: also heal Silas 1.',
  'skill.silas.boneSpear.name': 'Bone Spear',
  'skill.silas.boneSpear.text':
    'Every enemy on a line of 3 cells: deal 1 damage. Curse: +1 normal die damage and Bleeding (save 3).',
  'skill.silas.soulHarvest.name': 'Soul Harvest',
  'skill.silas.soulHarvest.text': 'One enemy within 1–3: deal 1 damage; Silas heals 1. Curse: also Poison (save 3).',
  'skill.silas.mendBones.name': 'Mend Bones',
  'skill.silas.mendBones.text': 'Another ally within 3, skeletons included (no vision needed): heal 2. Curse: heal 3.',
  'skill.silas.nightOfTheDead.name': 'Night of the Dead',
  'skill.silas.nightOfTheDead.text':
    'Ultimate. Every enemy within 2: deal 1 damage and apply Poison (save 3). Then skeletons rise on empty cells within 2 until 2 stand.',
  'skill.silas.graveChill.name': 'Grave Chill',
  'skill.silas.graveChill.text':
    'Response. One enemy within 4 (no vision needed): apply Weakness (no save); Silas gains Sturdy.',
  'passive.silas.shepherd.name': 'Shepherd of the Dead',
  'passive.silas.shepherd.text':
    'After your action phase each skeleton takes its own action phase (1 movement, one Rend), even while you are Stunned. Skeletons are immune to statuses and never lose max HP. When a skeleton dies, gain 1 curse token.',
  'unit.skeleton.name': 'Skeleton Minion',
  'skill.skeleton.rend.name': 'Rend',
  'skill.skeleton.rend.text':
    'Standard action or reaction, speed 68, once in every turn. One adjacent enemy: attack with 1 advantage die; on a hit deal 1 + 1 normal die damage.',
  // Edwin
  'character.edwin.name': 'Edwin',
  'character.edwin.title': 'the Bounty Hunter',
  'side.edwin.flintlock': 'Flintlock Pistol',
  'side.edwin.demolition': 'Demolition',
  'skill.edwin.bountyShot.name': 'Bounty Shot',
  'skill.edwin.bountyShot.text':
    'One enemy within 1–5: at distance 1 deal 1 normal die, at 2–4 deal 1 + 1 normal die, at 5 deal 1. A loaded prepared round adds 1 damage and is spent. Curse: also Bleeding (save 3).',
  'skill.edwin.quickDraw.name': 'Quick Draw',
  'skill.edwin.quickDraw.text': 'One enemy within 1–3: deal 1 damage. Curse: +1 normal die damage.',
  'skill.edwin.rigCharges.name': 'Rig Charges',
  'skill.edwin.rigCharges.text':
    'Fill your item slots with High-Energy Detonators (at most 2) and reload 1 prepared round (max 3). Curse: reload 1 more.',
  'skill.edwin.detonate.name': 'Detonate',
  'skill.edwin.detonate.text':
    'Unrespondable. Every detonator within 6 explodes: a unit on its cell takes 1 + 1 normal die damage, each unit next to it takes 1. The markers return to you. Curse: every unit hit also gets Burning (save 3).',
  'skill.edwin.deadOrAlive.name': 'Dead or Alive',
  'skill.edwin.deadOrAlive.text':
    'Ultimate, unrespondable. One enemy within 7: deal 1 + 1 normal die damage. Curse: +1 damage.',
  'skill.edwin.pointBlank.name': 'Point-Blank',
  'skill.edwin.pointBlank.text': 'Response. One enemy within 2: deal 1 damage and push it 1.',
  'passive.edwin.bountyHunter.name': 'Bounty Hunter',
  'passive.edwin.bountyHunter.text':
    'You start with 1 prepared round loaded (3 at most). At most 2 detonators in your item slots and 3 detonator markers on the map; a 4th is refused. When an enemy character dies within 5 of you, gain 2 souls.',
  // Alicia
  'character.alicia.name': 'Alicia',
  'character.alicia.title': 'the Scarlet-String Witch',
  'side.alicia.strings': 'Scarlet Strings',
  'side.alicia.puppetry': 'Puppetry',
  'skill.alicia.pullTheStrings.name': 'Pull the Strings',
  'skill.alicia.pullTheStrings.text':
    'Bonus action, once per turn: move your puppet to an empty cell next to the puppet or next to you, however far, ignoring terrain. If it is not on the map, place it next to you.',
  'skill.alicia.heartstring.name': 'Heartstring',
  'skill.alicia.heartstring.text':
    'One enemy within 1–4: deal 1 + 1 advantage die damage and pull it 2. Curse: also Root (save 3).',
  'skill.alicia.severingThread.name': 'Severing Thread',
  'skill.alicia.severingThread.text':
    'One enemy within 1–2: deal 1 + 1 normal die damage and push it 2. Curse: also Bleeding (save 3).',
  'skill.alicia.puppetDance.name': 'Puppet Dance',
  'skill.alicia.puppetDance.text':
    'Every enemy next to your puppet (if it is not on the map, it first steps out onto an empty cell next to you of your choice): deal 1 + 1 normal die damage. Curse: also Weakness (save 3).',
  'skill.alicia.tangle.name': 'Tangle',
  'skill.alicia.tangle.text':
    'Every enemy within 2 of your puppet (if it is not on the map, it first steps out next to you, as Puppet Dance): pull it 1 towards the puppet and apply Root (save 3). Curse: also 1 damage.',
  'skill.alicia.grandMarionette.name': 'Grand Marionette',
  'skill.alicia.grandMarionette.text':
    'Ultimate. One enemy within 5: pull it 4, apply Root (no save) and deal 1 damage.',
  'skill.alicia.puppetGuard.name': 'Puppet Guard',
  'skill.alicia.puppetGuard.text': 'Response. You and your puppet exchange cells, ignoring terrain.',
  'passive.alicia.scarletStrings.name': 'Scarlet Strings',
  'passive.alicia.scarletStrings.text':
    'Your puppet cannot be targeted or harmed and moves only by your effects. Any unit may pass through it but none may stop on its cell.',
  'unit.puppet.name': 'Puppet',
  // Nia
  'character.nia.name': 'Nia',
  'character.nia.title': 'the Mad Sorcerer',
  'side.nia.fire': 'Fire',
  'side.nia.frost': 'Frost',
  'side.nia.arcane': 'Arcane',
  'side.nia.madness': 'Madness',
  'skill.nia.flameSoulburn.name': 'Flame Soulburn',
  'skill.nia.flameSoulburn.text':
    'One enemy within 1–3: deal 1 + 1 normal die damage and apply Burning (save 3). Gain a fire essence. Curse: 2 + 1 normal die damage, Burning with no save.',
  'skill.nia.cinderBurst.name': 'Cinder Burst',
  'skill.nia.cinderBurst.text':
    'Every enemy in your front cone within 2: deal 1 damage. Gain a fire essence. Curse: also Burning (save 3).',
  'skill.nia.frostLance.name': 'Frost Lance',
  'skill.nia.frostLance.text':
    'Every enemy on a line of 4 cells: deal 1 damage and apply Root (save 3). Gain a frost essence. Curse: +1 normal die damage.',
  'skill.nia.iceWard.name': 'Ice Ward',
  'skill.nia.iceWard.text':
    'Another ally within 2 (no vision needed) gains Ice Shield. Gain a frost essence. Curse: also Sturdy.',
  'skill.nia.arcaneMissiles.name': 'Arcane Missiles',
  'skill.nia.arcaneMissiles.text':
    'One enemy within 1–5: attack three times with 1 normal die, each hit dealing 1 damage. Gain an arcane essence. Curse: a fourth missile.',
  'skill.nia.blink.name': 'Blink',
  'skill.nia.blink.text':
    'Teleport to an empty cell within 3 (no vision needed). Gain an arcane essence. Curse: within 5.',
  'skill.nia.essenceTorrent.name': 'Essence Torrent',
  'skill.nia.essenceTorrent.text':
    'One enemy within 1–3: spend all essences; deal 1 damage plus 1 per essence spent. Fire spent: Burning (no save). Frost spent: Root (no save). Arcane spent: the damage is unresistable. Curse: +1 damage.',
  'skill.nia.madSurge.name': 'Mad Surge',
  'skill.nia.madSurge.text':
    'Gain Frenzy, take 1 damage, and gain an essence of your choice (holding 3, it replaces one of your choice). Curse: gain a second essence.',
  'skill.nia.elementalCataclysm.name': 'Elemental Cataclysm',
  'skill.nia.elementalCataclysm.text':
    'Ultimate. Spend all essences: every unit within 2, allies included, takes 1 damage plus 1 per essence spent.',
  'skill.nia.backlash.name': 'Backlash',
  'skill.nia.backlash.text':
    'Response. One enemy within 3 (no vision needed): deal 1 damage; gain an essence of your choice.',
  'passive.nia.essenceFlow.name': 'Essence Flow',
  'passive.nia.essenceFlow.text':
    'You have two skill boards; a flip turns to any other side. You start with the essence of your starting side. Fire, Frost and Arcane skills give their essence. You hold at most 3; a 4th replaces one you hold, of your choice.',
  // Items
  'card.stubbornDie.name': 'Stubborn Die',
  'card.stubbornDie.text': 'At the next world turn, swap initiative with the character just before you.',
  'card.stubbornDie.lore': 'It never lands the way you threw it.',
  'card.healingDraught.name': 'Healing Draught',
  'card.healingDraught.text': 'Heal 2.',
  'card.healingDraught.lore': 'Rainwater, bitter moss and a prayer nobody answers.',
  'card.smokePellet.name': 'Smoke Pellet',
  'card.smokePellet.text': 'Speed 15. Gain Stealth.',
  'card.smokePellet.lore': 'Thrown at your own feet.',
  'card.throwingKnife.name': 'Throwing Knife',
  'card.throwingKnife.text': 'Speed 30. One enemy or the statue within 1–3: deal 1 damage.',
  'card.throwingKnife.lore': 'Balanced for the hand of someone who left Laurel in a hurry.',
  'card.cursedIdol.name': 'Cursed Idol',
  'card.cursedIdol.text': 'Gain 2 curse tokens.',
  'card.cursedIdol.lore': "Yer's face, scratched out.",
  'card.grapplingHook.name': 'Grappling Hook',
  'card.grapplingHook.text': 'Speed 40. Dash to an empty cell within 3.',
  'card.grapplingHook.lore': 'The old city walls were high.',
  'card.tarFlask.name': 'Tar Flask',
  'card.tarFlask.text': 'Speed 45. One enemy within 1–3: apply Root (save 3).',
  'card.tarFlask.lore': 'Pitch from the drowned shipyards.',
  'card.highEnergyDetonator.name': 'High-Energy Detonator',
  'card.highEnergyDetonator.text':
    "Edwin only. Place a detonator marker on an empty cell within 3 (at most 3 on the map). Edwin's Detonate sets it off.",
  'card.highEnergyDetonator.lore': 'The bounty says alive. The detonator does not read.',
  // Equipment
  'card.soulSplittingBell.name': 'Soul-Splitting Bell',
  'card.soulSplittingBell.text':
    'At the start of your turn every enemy unit within 2 makes a constitution save (3); each that fails takes 1 unrespondable, unresistable damage.',
  'card.soulSplittingBell.lore': 'Its note is heard only by the soul it cuts.',
  'card.ironBuckler.name': 'Iron Buckler',
  'card.ironBuckler.text': 'Speed 12. Gain Ice Shield.',
  'card.ironBuckler.lore': 'Dented in a hundred places, never through.',
  'card.exileBoots.name': 'Boots of the Exile',
  'card.exileBoots.text': '+1 movement.',
  'card.exileBoots.lore': 'Every exile walks; these walked further.',
  'card.thornedMail.name': 'Thorned Mail',
  'card.thornedMail.text': 'When an adjacent unit damages you with a skill, it takes 1 unrespondable damage.',
  'card.thornedMail.lore': 'Wear it and nobody hugs you.',
  'card.bloodChalice.name': 'Blood Chalice',
  'card.bloodChalice.text': 'Heal 1 and gain 1 curse token.',
  'card.bloodChalice.lore': 'Drink, and owe.',
  'card.hunterSpyglass.name': "Hunter's Spyglass",
  'card.hunterSpyglass.text': 'Your single-target skills reach 1 cell further.',
  'card.hunterSpyglass.lore': "Brass from Laurel's observatory.",
  'card.bindingChain.name': 'Binding Chain',
  'card.bindingChain.text': 'Speed 40. One enemy within 1–3: pull it 2.',
  'card.bindingChain.lore': 'Forged for the Exiled, now used by them.',
  // Events
  'event.moonlitRespite.name': 'Moonlit Respite',
  'event.moonlitRespite.text': 'When this night begins, every character heals 1.',
  'event.moonlitRespite.lore': 'For one hour the rain stops.',
  'event.bloodMoon.name': 'Blood Moon',
  'event.bloodMoon.text': 'When this night begins, every character gains 1 curse token.',
  'event.bloodMoon.lore': 'The goddess looks away.',
  'event.whispersOfYer.name': 'Whispers of Yer',
  'event.whispersOfYer.text': 'When this night begins, every character gains 2 souls.',
  'event.whispersOfYer.lore': 'The statue speaks to those who still listen.',
  'event.restlessDead.name': 'Restless Dead',
  'event.restlessDead.text': 'When this night begins, every character gains Weakness (no save).',
  'event.restlessDead.lore': 'The jungle floor is full of the Exiled who came before.',
  'event.endlessRain.name': 'Endless Rain',
  'event.endlessRain.text': 'This night, every character has 1 less movement (at least 1).',
  'event.endlessRain.lore': 'It has rained since Yer turned her back.',
  'event.thickFog.name': 'Thick Fog',
  'event.thickFog.text': 'This night, no skill, item or equipment may choose a target more than 3 cells away.',
  'event.thickFog.lore': 'Shapes in the fog are friends until they are not.',
  // Choices a mechanism asks its player (rules/mechanism.ts ChoiceRequest `purpose`; labels by choiceText in i18n/index.ts)
  'choice.noel:linkCircle': 'Choose the circle this Link binds to',
  'choice.noel:swapCircle': 'Choose the circle whose bound unit swaps onto it',
  'choice.noel:blinkCircle': 'Choose the circle you blink onto',
  'choice.nia:replaceEssence': 'You hold 3 essences: choose the kind the new one replaces',
  'choice.nia:essenceKind': 'Choose the essence you gain (holding 3: and the one it replaces)',
  'choice.alicia:puppetCell': 'Choose the cell next to you where your puppet steps out',
  'choice.alicia:pullCell': 'Choose the cell your puppet moves to',
  'choice.option.circle': 'Circle at {q},{r}',
  'choice.option.cell': 'Cell {q},{r}',
  'choice.option.essenceSwap': '{gain}, replacing {replace}',
  'essence.fire': 'Fire essence',
  'essence.frost': 'Frost essence',
  'essence.arcane': 'Arcane essence',
};
