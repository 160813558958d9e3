// A scripted club evening in each of the three miniatures rulesets, in Debian's chromium.
// Run with `bash packages/club/e2e/run.sh` (it installs chromium and builds first).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { replay } from '@muster/core';
import { club, startClubServer } from '../dist/index.js';
import { ARGS, CHROMIUM, checks } from './lib/harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// `pnpm club:e2e` refreshes the committed screenshots; the test suite writes them to an ignored folder
// (MUSTER_SCREENSHOTS) so running the tests never changes tracked files.
const shots = process.env.MUSTER_SCREENSHOTS ?? join(here, 'screenshots');
const tmp = join(here, '..', '.e2e-tmp');
mkdirSync(shots, { recursive: true });
mkdirSync(tmp, { recursive: true });
for (const f of readdirSync(shots)) if (f.startsWith('FAILED-')) rmSync(join(shots, f));

const server = await startClubServer({ port: 0, print: (line) => console.log(line) });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });

const runner = checks('evening', { screenshots: shots });
/** A named check of the evening on `page` (the shared runner: a failure is counted, printed and screenshot). */
const check = (name, page, fn) => runner.check(name, fn, page);

// MUSTER_E2E_SHOTS=off (packages/club/test/e2e.spec.ts, in `pnpm test`): no documentation screenshots, only those of
// failures; nobody reads the others there, and the 17 of them cost about 2.5 CPU s (bench/README.md).
const takeShots = process.env.MUSTER_E2E_SHOTS !== 'off';
const shot = (page, name, fullPage = false) =>
  takeShots ? page.screenshot({ path: join(shots, `${name}.png`), fullPage }) : Promise.resolve();
const logText = (page) => page.locator('#log').innerText();
const message = (page) => page.locator('#message').innerText();

/** The option value of the n-th unit of a side in the resolution form's unit list. */
async function unitOption(page, side, match) {
  const options = await page
    .locator(`#actor optgroup[label="Side ${side}"] option`)
    .evaluateAll((os) => os.map((o) => ({ value: o.value, text: o.textContent })));
  const found =
    typeof match === 'number' ? options[match] : options.find((o) => match.test(o.text) || match.test(o.value));
  assert.ok(found, `no unit of side ${side} matching ${match}`);
  return found.value;
}

async function newGame(page, ruleset, title) {
  await page.goto(server.url);
  await page.click('#new-game');
  await page.selectOption('#ruleset', ruleset);
  await page.fill('#title', title);
  await page.locator('#title').dispatchEvent('change');
  await page.fill('#turns', '3');
  await page.locator('#turns').dispatchEvent('change');
  await page.fill('#seed', `e2e-${ruleset}`);
  await page.locator('#seed').dispatchEvent('change');
}

/** Opens the form of one of the step's mechanics by its button (which reads the rulebook's name). */
const openMechanic = (page, id) => page.click(`button[data-mechanic="${id}"]`);

async function resolveWith(page, mechanic, { actor, target, params = {} } = {}) {
  if (!(await page.locator('#mechanic').count())) await page.getByRole('button', { name: 'Other resolution…' }).click();
  if ((await page.inputValue('#mechanic')) !== mechanic) await page.selectOption('#mechanic', mechanic);
  if (actor) await page.selectOption('#actor', actor);
  if (target) await page.selectOption('#target', target);
  for (const [name, value] of Object.entries(params)) {
    const el = page.locator(`#param-${name}`);
    // A field the app filled from the units, or a rare modifier, is folded: open its group first.
    await el.evaluate((e) => {
      const group = e.closest('details');
      if (group) group.open = true;
    });
    if (typeof value === 'boolean') await el.setChecked(value);
    else if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(String(value));
    else {
      await el.fill(String(value));
      await el.dispatchEvent('change');
    }
  }
}

/** Next step, leaving behind what the confirmation lists (the guard is checked on its own). */
async function nextStep(page) {
  await page.click('#next-step');
  if (await page.locator('#next-anyway').count()) await page.click('#next-anyway');
}

/** Rolls every test the rules queued (the app's dice), the first waiting each time. */
async function rollWaitingTests(page) {
  for (let i = 0; i < 20 && (await page.locator('[data-test] button.primary').count()); i++) {
    await page.locator('[data-test] button.primary').first().click();
    await page.check('input[name="dice-mode"][value="app"]');
    await page.click('#roll');
  }
}

/** A unit's losses as the table shows them (Dm, casualties, elements lost). */
const lossesOf = async (page, id) => Number(await page.inputValue(`#loss-${id.replace(/[^A-Za-z0-9]+/g, '-')}`));

/** The last result's sentence, as the form keeps it in view. */
const sentence = (page) => page.locator('#result .result-sentence').innerText();

/** The name the club shows for a unit (its option in the form's unit list). */
const unitName = (page, id) => page.locator(`#actor option[value="${id}"]`).innerText();

/** The outcome of the last resolution of `mechanic` in an exported game's log (the ruleset's own result). */
function lastOutcome(saved, mechanic) {
  const events = saved.log.flatMap((e) => (e.type === 'event' ? [e.event] : []));
  const found = events.filter((e) => e.type === 'resolved' && e.mechanic === mechanic).at(-1);
  assert.ok(found, `a ${mechanic} in the log`);
  return found.outcome;
}

/** Rolls, makes or declines every move the rules dictate (each recorded as made on the table). */
async function finishMoves(page) {
  for (let i = 0; i < 10 && (await page.locator('[data-move] button[id$="-roll"]').count()); i++) {
    await page.locator('[data-move] button[id$="-roll"]').first().click();
    await page.click('#roll');
  }
  while (await page.locator('[data-move] button[id$="-made"]').count())
    await page.locator('[data-move] button[id$="-made"]').first().click();
  while (await page.locator('[data-move] button[id$="-decline"]').count())
    await page.locator('[data-move] button[id$="-decline"]').first().click();
}

/** The result is on screen after a roll, whole, and focused (never *Next step*). */
async function assertResultInView(page) {
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'result');
  const box = await page.locator('#result').boundingBox();
  const height = page.viewportSize().height;
  assert.ok(box && box.y >= 0 && box.y + box.height <= height, `the result is in view (${JSON.stringify(box)})`);
}

/**
 * No engine name on the play screen: no lower-case hyphenated identifier (`target-wear-after`, `fall-back`,
 * `brigade-moves`) in its visible text, log included (same pattern as src/model/words.ts ENGINE_ID).
 */
async function assertNoEngineNames(page) {
  const text = await page.locator('main').innerText();
  const found = [...new Set(text.match(/(?<![\p{L}\d_-])[a-z]+(?:-[a-z0-9]+)+(?![\p{L}\d_-])/gu) ?? [])];
  assert.deepEqual(found, [], `engine names on the play screen: ${found.join(', ')}`);
}

/** Every visible control of the page a finger can hit is at least 44 px each way (WCAG 2.5.5). */
async function assertTouchTargets(page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input, summary, label.button')]
      .filter((e) => !e.closest('.visually-hidden') && !e.classList.contains('visually-hidden'))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.height < 44 || r.width < 44))
      .map(
        ({ e, r }) =>
          `${e.tagName.toLowerCase()}#${e.id || e.textContent?.trim().slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );
  assert.deepEqual(small, [], `controls under 44 px: ${small.join(', ')}`);
}

async function typeDice(page, groups) {
  await page.check('#mode-real');
  for (const faces of groups) {
    await page.fill('#faces', faces);
    await page.click('#enter-dice');
  }
}

async function exportGame(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  const file = join(tmp, name);
  await download.saveAs(file);
  return file;
}

function assertReplays(file) {
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(saved.format, 'muster-game');
  assert.equal(saved.ruleset, 'club');
  const report = replay(club, saved, { file });
  assert.equal(report.identical, true, `replay differs: ${JSON.stringify(report.firstDifference)}`);
  return saved;
}

/** A phone's viewport (the club plays on the players' phones). */
const PHONE = { width: 390, height: 844 };

async function newPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ acceptDownloads: true, viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => d.accept(d.type() === 'prompt' ? 'A' : undefined));
  // Offline: any request that leaves localhost fails the test.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
    errors.push(`network request outside localhost: ${route.request().url()}`);
    return route.abort();
  });
  return { context, page, errors };
}

// ------------------------------------------------------------------ Tercios
console.log('Tercios evening');
{
  // The whole evening on a phone (issue 23): from the army builder to the result.
  const { context, page, errors } = await newPage(PHONE);
  await check('home screen', page, async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Start' }).waitFor();
    await shot(page, '01-home');
  });
  await check('army builder on a phone: catalogue, running points, a violation, both sides', page, async () => {
    await newGame(page, 'tercios', 'Flanders club night');
    assert.match(await page.locator('#army-A-status').innerText(), /Valid/);
    // The examples by their names, the rulings' choices and the roster's profiles in words; 44 px targets.
    assert.match(await page.locator('#example-B').innerText(), /Swedish army at Breitenfeld, 1631/);
    await assertNoEngineNames(page);
    await assertTouchTargets(page);
    const points = async () =>
      Number(/(\d+)(?: of \d+)? points/.exec(await page.locator('#army-A-status').innerText())?.[1]);
    const roster = page.locator('section.army').first().locator('[data-roster]');
    const before = await points();
    const units = await roster.count();
    // A Musketeer Company from the catalogue, to the first regiment: 60 points more, over the 1000 allowed.
    await page.selectOption('#build-A-entry', 'musketeer-company');
    assert.match(await page.locator('#build-A-entry-profile').innerText(), /; speed \d, melee \d/);
    await page.click('#build-A-add');
    assert.equal(await roster.count(), units + 1);
    assert.equal(await points(), before + 60);
    assert.match(
      await page.locator('#build-A-totals').innerText(),
      new RegExp(`${units + 1} units · ${before + 60} of 1000 points`),
    );
    assert.match(await page.locator('#army-A-status').innerText(), /problem/);
    // The violation in the rules' words, not at a path of the list's file.
    const sideA = await page.locator('section.army').first().innerText();
    assert.match(sideA, new RegExp(`${before + 60} points spent, limit 1000`));
    assert.doesNotMatch(sideA, /\(root\)|regiments\[/);
    assert.equal(await page.locator('#start-game').isDisabled(), true, 'an army over its points cannot start');
    await page.locator('#build-A-totals').scrollIntoViewIfNeeded();
    await shot(page, '02-tercios-army-invalid');
    // Removed again (the new unit is the first regiment's last): the list is valid and back to its points.
    await page
      .locator('section.army')
      .first()
      .getByRole('button', { name: /^Remove Musketeer Company from Tercio de Idiáquez/ })
      .last()
      .click();
    assert.equal(await roster.count(), units);
    assert.equal(await points(), before);
    assert.match(await page.locator('#army-A-status').innerText(), /Valid/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, '03-tercios-armies');
    // Side B: the army file saved from side A loads there; then the Swedish example by its name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#army-save-A')]);
    const armyFile = join(tmp, 'army-a.json');
    await download.saveAs(armyFile);
    assert.equal(JSON.parse(readFileSync(armyFile, 'utf8')).name, 'Army of Flanders, 1634');
    await page.setInputFiles('#army-file-B', armyFile);
    await page.locator('#army-B-title', { hasText: 'Army of Flanders' }).waitFor();
    await page.selectOption('#example-B', { label: 'Swedish army at Breitenfeld, 1631' });
    await page.locator('#army-B-title', { hasText: 'Swedish army' }).waitFor();
    assert.equal(await page.locator('#start-game').isDisabled(), false);
  });
  await check('start: planning, order cards recorded', page, async () => {
    await page.click('#start-game');
    await page.locator('#step-title').waitFor();
    assert.equal(await page.locator('#step-title').innerText(), 'Planning');
    await page.selectOption('[id="order-A-musketeer-company"]', 'fire');
    assert.match(await logText(page), /order Fire!/);
    // The Troops > Brigade: two of the Yellow Brigade's battalions are named for one shared card, when planning.
    await page.check('#brigade-card-B-modern-battalion');
    await page.check('#brigade-card-B-modern-battalion-3');
    assert.match(await logText(page), /Modern Battalion 3: holds its regiment's shared Brigade card/);
    // The play screen on a phone: every unit a card (nothing scrolled sideways), 44 px targets, no engine names.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the phone');
    const card = await page.locator('tr[data-unit="A:musketeer-company"]').boundingBox();
    assert.ok(card.x >= 0 && card.x + card.width <= 390, `a unit's card fits the phone (${JSON.stringify(card)})`);
    await assertTouchTargets(page);
    await assertNoEngineNames(page);
    await shot(page, '04-tercios-planning');
  });
  await check('initiative with real dice: an impossible face is refused', page, async () => {
    await nextStep(page);
    assert.equal(await page.locator('#step-title').innerText(), 'Initiative');
    await openMechanic(page, 'initiative');
    await page.check('#mode-real');
    await page.fill('#faces', '7');
    await page.click('#enter-dice');
    assert.match(await page.locator('#faces-error').innerText(), /a d6 cannot show 7/);
    await page.locator('#faces-error').scrollIntoViewIfNeeded();
    await shot(page, '05-tercios-typed-dice-refused');
    await typeDice(page, ['2', '5']);
    await page.click('#record-dice');
    assert.equal(await page.locator('#active-side').innerText(), 'B');
    assert.match(await logText(page), /Initiative: side B \(.*\) wins the initiative \(real dice: 2 \| 5\)/);
  });
  await check('alternating activations and shooting with exact odds', page, async () => {
    await nextStep(page);
    assert.equal(await page.locator('#step-title').innerText(), 'Activation');
    // Movement > Overlap: "the commander may choose to join the unit that it passes through [...] or be placed one inch
    // from the unit, but on any side of it": the step says so.
    assert.match(
      await page.locator('#hint').innerText(),
      /passes through a friendly commander: that commander’s player chooses to join the unit .* or to place it 1" from the unit, on any side/,
    );
    // Next step with every unit still to act: the app asks, listing them, and stays on a "Stay".
    await page.click('#next-step');
    assert.match(await page.locator('#next-left').innerText(), /side A: \d+ units to activate \(.*Tercio 1/);
    await page.click('#next-stay');
    assert.equal(await page.locator('#step-title').innerText(), 'Activation');
    await page.locator('[data-activate^="B:"]').first().focus();
    await page.keyboard.press('Enter'); // by keyboard: focus moves on, not lost with the button
    // Focus never lands on a phase-ending button: one stray tap must not end the phase.
    assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'next-step');
    // Modern Battalion 1 shares its Brigade card with Modern Battalion 3: that one acts straight after it (Brigade),
    // side B may not pass, and no other unit is offered meanwhile.
    assert.equal(await page.locator('#active-side').innerText(), 'B');
    assert.match(await page.locator('#followers').innerText(), /must activate Modern Battalion 3: they share/);
    assert.equal(await page.locator('[data-activate="B:musketeer-corps"]').count(), 0);
    assert.equal(await page.locator('#pass').count(), 0);
    await page.locator('[data-activate="B:modern-battalion-3"]').click();
    assert.equal(await page.locator('#active-side').innerText(), 'A');
    assert.equal(await page.locator('#followers').count(), 0);
    await page.check('#exh-A-commander-in-chief');
    assert.match(await logText(page), /Cardinal-Infante Fernando: activated \(exhausted\)/);
    await page.locator('[data-activate="A:musketeer-company"]').click();
    await openMechanic(page, 'shoot');
    const target = await unitOption(page, 'B', 0);
    await resolveWith(page, 'shoot', { actor: 'A:musketeer-company', target, params: { range: 8 } });
    // The form asks what the situation needs: the units' records fold away, labels are the rulebook's.
    assert.match(await page.locator('label[for="param-range"]').innerText(), /Range in inches/);
    assert.equal(await page.locator('#fields-units').getAttribute('open'), null);
    await page.locator('#odds-title').waitFor();
    assert.match(await page.locator('#odds-title').innerText(), /exact/);
    assert.match(await page.locator('.odds').innerText(), /hits/);
    await shot(page, '06-tercios-shooting-odds', true);
    const before = await page.locator('#log li').count();
    const dmBefore = await lossesOf(page, target);
    await page.click('#roll');
    assert.match(await message(page), /^Shooting — Musketeer Company( \d+)? at /);
    assert.ok((await page.locator('#log li').count()) > before);
    // The result stays in view, focused, in the form; the sentence reads the outcome and its consequences.
    await assertResultInView(page);
    const said = await sentence(page);
    const [, hits, resisted] = /^(\d+) hits?, (\d+) resisted/.exec(said) ?? [];
    const wear = Number(hits) - Number(resisted);
    assert.ok(wear > 0, `the e2e seed inflicts damage, so a shot applying none fails here: ${said}`);
    // Rulebook: Shooting > Damage: each hit not cancelled by the resistance test is one Dm on the target.
    const name = await unitName(page, target);
    assert.match(said, new RegExp(`: ${name} takes ${wear} Dm`), `the sentence says the Dm on ${name}: "${said}"`);
    assert.equal(await lossesOf(page, target), dmBefore + wear, 'the target carries the Dm of the shot');
    await assertNoEngineNames(page);
    await assertTouchTargets(page);
  });
  await check('undo takes back the last step; autosave survives a reload', page, async () => {
    const withShot = await logText(page);
    await page.click('#undo');
    assert.doesNotMatch(await logText(page), /^Shooting/m);
    // As the players would: the undo is written once the page says so (a reload before it asks first).
    await page.locator('#save-status[data-state="saved"]').waitFor();
    await page.reload();
    await page.locator('#step-title').waitFor();
    assert.equal(await page.locator('#step-title').innerText(), 'Activation');
    assert.ok(!(await logText(page)).includes('Shooting —'), 'the undone shot is not back after reload');
    assert.ok(withShot.includes('Shooting —'));
  });
  await check('a worn unit tests its order on activation, with the odds before the roll', page, async () => {
    assert.equal(await page.locator('#active-side').innerText(), 'B');
    await page.fill('#loss-B-modern-battalion-2', '1');
    await page.press('#loss-B-modern-battalion-2', 'Tab');
    await page.locator('#log', { hasText: '1 Dm in all' }).waitFor();
    await page.locator('[data-activate="B:modern-battalion-2"]').click();
    await page.locator('#tests-title').waitFor();
    await page.click('#test-B-modern-battalion-2');
    await page.locator('#odds-title').waitFor();
    assert.match(await page.locator('.odds').innerText(), /order carried out/);
    await shot(page, '06a-tercios-order-test', true);
    await page.click('#roll');
    assert.match(await logText(page), /Activation — Modern Battalion 2: order test (passed|failed)/);
    assert.equal(await page.locator('#tests-title').count(), 0);
  });
  await check(
    'a charge recorded on cavalry offers its Evasion with exact odds; the players may decline it',
    page,
    async () => {
      await page.selectOption('#declare-by', 'A:tercio-2');
      await page.selectOption('#declare-trigger', 'charge');
      await page.selectOption('#declare-unit', 'B:modern-cavalry');
      await page.click('#declare-record');
      await page.locator('#tests-title').waitFor();
      // Its Order card was not recorded in Planning: kept secret, and a unit not yet activated "may always attempt a
      // reaction" (Reactions). The test lists what each card allows, and what it may do whatever its card, cavalry's
      // Evasion, is prefilled, with the exact odds (an order test even when fresh).
      const offer = await page.locator('[data-test="B:modern-cavalry"]').innerText();
      assert.match(offer, /may react \(Tercio 2 charges it\): its Order card was kept secret/);
      assert.match(offer, /Evasion whatever the order/);
      assert.match(offer, /Chance to pass: 80\.2%/);
      await assertNoEngineNames(page); // each card's reactions in the ruleset's words
      await shot(page, '06b-tercios-reaction-offered', true);
      // The form the test opens is the Evasion, for a card kept secret, with the same odds.
      await page.click('#test-B-modern-cavalry');
      assert.equal(await page.inputValue('#mechanic'), 'reaction');
      assert.equal(await page.inputValue('#param-reaction'), 'evasion');
      assert.equal(await page.inputValue('#param-order'), 'none');
      await page.locator('#odds-title').waitFor();
      assert.match(await page.locator('.odds').innerText(), /80\.2%/);
      await page.click('#test-B-modern-cavalry-decline');
      assert.match(await logText(page), /does not react/);
      assert.equal(await page.locator('#tests-title').count(), 0);
    },
  );
  await check('melee: both sides carry the Dm, disorder and destruction the combat gave them', page, async () => {
    const attacker = 'A:tercio-2';
    await openMechanic(page, 'melee');
    // With no unit picked, the profile is chosen from the ruleset's catalogue by its name, not typed as an id.
    await page.selectOption('#actor', '');
    const picker = page.locator('#param-attacker');
    assert.equal(await picker.evaluate((e) => e.tagName), 'SELECT', 'the charging profile is picked, not typed');
    assert.ok((await picker.locator('option').allInnerTexts()).includes('Modern Cavalry (chevau-légers)'));
    await picker.selectOption({ label: 'Tercio' });
    assert.equal(await picker.inputValue(), 'tercio');
    await assertNoEngineNames(page);
    const defender = await unitOption(page, 'B', /Modern Battalion 1/);
    const before = { a: await lossesOf(page, attacker), d: await lossesOf(page, defender) };
    await resolveWith(page, 'melee', { actor: attacker, target: defender });
    await assertTouchTargets(page);
    await assertNoEngineNames(page);
    await page.click('#roll');
    await assertResultInView(page);
    const said = await sentence(page);
    // The ruleset's outcome, as the log keeps it (what the combat gave, before any consequence).
    const outcome = lastOutcome(assertReplays(await exportGame(page, 'tercios-melee.json')), 'melee');
    const [a, d] = [await unitName(page, attacker), await unitName(page, defender)];
    // Rulebook: Combat > Consequences of Combat: "the winner is the one who has inflicted more Dm on its opponent".
    const inflicted = { a: outcome['defender-wear'] - before.d, d: outcome['attacker-wear'] - before.a };
    assert.equal(
      outcome.winner,
      inflicted.a > inflicted.d ? 'attacker' : inflicted.d > inflicted.a ? 'defender' : 'tie',
    );
    if (outcome.winner !== 'tie')
      assert.match(said, new RegExp(`^${outcome.winner === 'attacker' ? a : d} wins the combat`));
    for (const [id, name, side] of [
      [attacker, a, 'attacker'],
      [defender, d, 'defender'],
    ]) {
      const wear = outcome[`${side}-wear`];
      const key = id.replace(/[^A-Za-z0-9]+/g, '-');
      if (outcome[`${side}-destroyed`] === 1) {
        assert.equal(await page.isChecked(`#destroyed-${key}`), true, `${name} is destroyed`);
        assert.match(said, new RegExp(`${name} (takes \\d+ Dm and )?is destroyed`));
        continue;
      }
      assert.equal(await lossesOf(page, id), wear, `${name} carries ${wear} Dm`);
      const taken = wear - (side === 'attacker' ? before.a : before.d);
      if (taken > 0) assert.match(said, new RegExp(`${name} takes ${taken} Dm`));
      // Resistance roll: "If no success is obtained on this roll, the unit is put into Disorder".
      assert.equal(
        await page.isChecked(`#disordered-${key}`),
        outcome[`${side}-disordered`] === 1,
        `${name}'s disorder`,
      );
    }
    assert.ok(inflicted.a + inflicted.d > 0, `the e2e seed's combat inflicts Dm, so one applying none fails: ${said}`);
    // The movement the combat forces (disengage, retreat, advance) is dictated; made on the table, recorded.
    await finishMoves(page);
  });
  await check('a unit past its Stamina takes a rout test; failed, it leaves the field', page, async () => {
    const unit = 'A:tercio-3';
    const key = unit.replace(/[^A-Za-z0-9]+/g, '-');
    const stamina = Number((await page.locator(`#loss-${key} + small`).innerText()).replace('/', ''));
    await page.fill(`#loss-${key}`, String(stamina + 1));
    await page.press(`#loss-${key}`, 'Tab');
    // Rulebook: Wear: each Dm beyond the Stamina is a Rout Point, and the unit takes a rout test.
    await page.locator(`[data-test="${unit}"]`).waitFor();
    assert.match(await page.locator(`[data-test="${unit}"]`).innerText(), /beyond its Stamina .* rout test/);
    await page.locator(`[data-test="${unit}"] button.primary`).click();
    assert.equal(await page.inputValue('#mechanic'), 'rout-test');
    await page.locator('#odds-title').waitFor();
    await assertTouchTargets(page);
    // "you must obtain as many 6s as the number of Rout Points": no 6, failed.
    const discipline = Number(await page.inputValue('#param-discipline'));
    const name = await unitName(page, unit);
    await typeDice(page, [Array(discipline).fill('1').join(' ')]);
    await page.click('#record-dice');
    assert.equal(await sentence(page), `Failed: ${name} routs and leaves the field.`);
    assert.equal(await page.isChecked(`#routed-${key}`), true, 'the unit is routed');
    assert.equal(await page.isChecked(`#destroyed-${key}`), true, 'and gone from the field');
    assert.match(await page.locator(`tr[data-unit="${unit}"]`).getAttribute('class'), /gone/);
    assert.equal(await page.locator('#tests-title').count(), 0);
    await assertNoEngineNames(page);
    await page.check('input[name="dice-mode"][value="app"]');
  });
  await check('export replays exactly; a corrupt import is refused and the game is untouched', page, async () => {
    // The order test's form, its sentence in view, 44 px targets, no engine names.
    await openMechanic(page, 'order-test');
    await resolveWith(page, 'order-test', { actor: 'A:tercio', params: { wear: 1 } });
    assert.equal(await page.locator('#target').count(), 0, 'an order test has no target to pick');
    await page.click('#roll');
    // Rulebook: Order Cards > Testing Orders: "At least one success must be obtained".
    assert.match(await sentence(page), /^(Passed|Failed)\.$/);
    assert.match(await page.locator('#result .result-title').innerText(), /^Order test — Tercio 1$/);
    await assertResultInView(page);
    await assertTouchTargets(page);
    await assertNoEngineNames(page);
    const file = await exportGame(page, 'tercios.json');
    const saved = assertReplays(file);
    const logBefore = await logText(page);
    const tampered = structuredClone(saved);
    const roll = tampered.log.find((e) => e.type === 'roll');
    roll.roll.result = roll.roll.result === 1 ? 2 : 1;
    await page.setInputFiles('#import-play', {
      name: 'tampered.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(tampered)),
    });
    await page.locator('#message', { hasText: 'tampered.json' }).waitFor();
    assert.match(await message(page), /Import refused — .*does not replay.*unchanged/);
    await page.setInputFiles('#import-play', {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "muster-game", "log": ['),
    });
    await page.locator('#message', { hasText: 'broken.json' }).waitFor();
    assert.match(await message(page), /Import refused — broken.json: not JSON/);
    assert.equal(await logText(page), logBefore);
    await shot(page, '07-tercios-import-refused');
    await page.setInputFiles('#import-play', file);
    await page.locator('#message', { hasText: 'Loaded tercios.json' }).waitFor();
  });
  await check('victory points and the end of turn', page, async () => {
    await nextStep(page);
    assert.equal(await page.locator('#step-title').innerText(), 'End of turn');
    await page.fill('#vp-delta', '2');
    await page.fill('#vp-reason', 'enemy tercio routed');
    await page.getByRole('button', { name: 'Record points' }).click();
    assert.equal(await page.locator('#vp-a').innerText(), '2');
    assert.equal(await page.inputValue('#vp-reason'), '', 'the form is ready for the next entry');
    await nextStep(page);
    assert.equal(await page.locator('#step-title').innerText(), 'Planning');
    assert.match(await page.locator('.status').innerText(), /Turn 2/);
    assert.equal(await page.isChecked('#exh-A-commander-in-chief'), false, 'exhausted markers come off in Planning');
    await shot(page, '08-tercios-game', true);
  });
  await check('the end of the game: the result, in words, with its touch targets', page, async () => {
    await page.click('#end-game');
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    assert.match(await page.locator('.over').innerText(), /(Side [AB] wins|A draw) — /);
    await assertTouchTargets(page);
    await assertNoEngineNames(page);
    const saved = assertReplays(await exportGame(page, 'tercios-over.json'));
    assert.ok(saved.log.length > 0);
  });
  assert.deepEqual(errors, [], `page errors: ${errors.join('; ')}`);
  await context.close();
}

// ------------------------------------------------------------------ Tercios: Brevis Editio
console.log('Tercios: Brevis Editio');
{
  const { context, page, errors } = await newPage(PHONE);
  // docs/rulings/tercios.md, Command in Brevis Editio: the edition's commanders only break initiative ties.
  await check(
    'Brevis Editio: no commander figures, units alternate, ties to the highest-ranked commander',
    page,
    async () => {
      await newGame(page, 'tercios', 'Brevis');
      await page.selectOption('#option-edition', 'brevis-editio');
      for (const side of ['A', 'B']) {
        await page.selectOption(`#example-${side}`, { label: 'Spanish vanguard (Brevis Editio)' });
        await page.locator(`#army-${side}-title`, { hasText: 'Spanish vanguard' }).waitFor();
      }
      await page.click('#start-game');
      await page.locator('#step-title').waitFor();
      assert.match(await page.locator('#commanders-ranks').innerText(), /only break initiative ties/);
      assert.equal(await page.locator('[id^="exh-"], [id^="att-"]').count(), 0, 'no attach or activated boxes');
      assert.doesNotMatch(await page.locator('#hint').innerText(), /exhausted/);
      await nextStep(page);
      assert.match(await page.locator('#hint').innerText(), /highest-ranked commander, then reroll/);
    },
  );
  assert.deepEqual(errors, [], `page errors: ${errors.join('; ')}`);
  await context.close();
}

// ------------------------------------------------------------------ The Sword and the Pike
console.log('The Sword and the Pike evening');
{
  const { context, page, errors } = await newPage(PHONE);
  await check('start with the example armies', page, async () => {
    await newGame(page, 'sword-and-pike', 'Italian Wars');
    assert.match(await page.locator('#army-A-status').innerText(), /Valid/);
    assert.match(await page.locator('#army-B-status').innerText(), /Valid/);
    // The builder: no points (the rules have none), a unit added from the catalogue and removed again.
    assert.match(await page.locator('#build-A-totals').innerText(), /no points/);
    assert.doesNotMatch(await page.locator('section.army').first().innerText(), /formatVersion|0 points/);
    const roster = page.locator('section.army').first().locator('[data-roster]');
    const units = await roster.count();
    await page.selectOption('#build-A-entry', 'pikemen');
    await page.click('#build-A-add');
    assert.equal(await roster.count(), units + 1);
    assert.match(await page.locator('#army-A-status').innerText(), /Valid/);
    await roster
      .nth(units)
      .getByRole('button', { name: /Remove/ })
      .click();
    assert.equal(await roster.count(), units);
    await page.click('#start-game');
    assert.match(await page.locator('#step-title').innerText(), /Commander-in-Chief/);
  });
  await check('2D6 brigade moves and brigade activation', page, async () => {
    await openMechanic(page, 'brigade-moves');
    await page.click('#roll');
    // Rulebook: SEQUENCE OF ACTIONS 1: "each side rolls 2D6; the higher moves first".
    assert.match(await sentence(page), /^Side A rolls (\d+), side B (\d+): side [AB] \(.*\) moves first\.$/);
    await assertResultInView(page);
    const side = await page.locator('#active-side').innerText();
    await page.locator(`[data-activate-group]`).first().click();
    assert.match(await logText(page), /is activated/);
    assert.equal(await page.locator('#active-side').innerText(), side, 'a side moves its brigades before the other');
    assert.match(
      await page.locator('#allowance').innerText(),
      new RegExp(`Side ${side} rolled \\d+: up to \\d+ brigades? may move; 1 moved`),
    );
    await page.click('#pass');
  });
  await check('fire: figures from the unit, odds, casualties tracked', page, async () => {
    await nextStep(page);
    await nextStep(page);
    await nextStep(page);
    assert.match(await page.locator('#step-title').innerText(), /Fire all infantry/);
    await openMechanic(page, 'fire');
    const shooter = await unitOption(page, 'A', /arquebus|crossbow/i);
    const target = await unitOption(page, 'B', 0);
    await resolveWith(page, 'fire', { actor: shooter, target, params: { range: 6 } });
    assert.notEqual(await page.locator('#param-figures').inputValue(), '');
    // Only the fields the situation needs: an odd hit carried only against skirmishers.
    assert.equal(await page.locator('#param-carried-hit').count(), 0);
    // The app fills the skirmish flag from the target (targetClassFor), so it is folded: open its group.
    await page.locator('#param-skirmishers').evaluate((e) => {
      const group = e.closest('details');
      if (group) group.open = true;
    });
    await page.locator('#param-skirmishers').setChecked(true);
    assert.equal(await page.locator('#param-carried-hit').count(), 1);
    await page.locator('#param-skirmishers').setChecked(false);
    await page.locator('#odds-title').waitFor();
    await shot(page, '09-sword-and-pike-fire-odds', true);
    const before = await lossesOf(page, target);
    await page.click('#roll');
    assert.match(await logText(page), /Fire — .* at .*: \d+ hits?, \d+ casualt/);
    await assertResultInView(page);
    const said = await sentence(page);
    const n = Number(/^\d+ hits?, (\d+) casualt/.exec(said)?.[1]);
    // Rulebook: FIRE: each hit on a close-order target is one casualty (a figure removed).
    if (n > 0) assert.match(said, new RegExp(`: ${await unitName(page, target)} takes ${n} casualt`));
    assert.equal(await lossesOf(page, target), before + n, 'the casualties are on the target');
    await assertNoEngineNames(page);
    // "At the end of each firing phase that a unit takes casualties": its morale check waits. OFFICERS (ruling R23):
    // "Officers ... may become casualties if the unit to which they are attached sufferes fire or melee casualties":
    // the attached officer's D20 is rolled first, then the unit's morale check.
    if (n > 0) {
      const first = page.locator('[data-test]').first();
      assert.equal(await first.getAttribute('data-test'), target);
      assert.match(
        await first.innerText(),
        /is with a unit that took fire casualties: D20, 20 he is killed, 19 wounded to the rear, rolled before any morale test/,
      );
      await first.locator('button.primary').click();
      assert.equal(await page.inputValue('#mechanic'), 'officer-casualty');
      await page.check('input[name="dice-mode"][value="app"]');
      await page.click('#roll');
      await assertResultInView(page);
      await assertNoEngineNames(page);
      const next = page.locator('[data-test]').first();
      assert.equal(await next.getAttribute('data-test'), target);
      assert.match(await next.innerText(), /took fire casualties and checks Morale/);
    }
  });
  await check('close combat: the loser checks morale (Close Combat E), on a phone', page, async () => {
    await assertTouchTargets(page);
    await rollWaitingTests(page);
    for (let i = 0; i < 10 && !/^8\./.test(await page.locator('#step-title').innerText()); i++) await nextStep(page);
    await openMechanic(page, 'melee');
    const attacker = await unitOption(page, 'A', /pike/i);
    const defender = await unitOption(page, 'B', /pike/i);
    await resolveWith(page, 'melee', { actor: attacker, target: defender });
    // Every folded group opened: still 44 px targets and no engine names in the form.
    await page.locator('.resolve details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
    await assertTouchTargets(page);
    await assertNoEngineNames(page);
    await page.click('#roll');
    await assertResultInView(page);
    const result = await sentence(page);
    const won = /^(.+?) wins the close combat, (\d+) casualties to (\d+): /.exec(result);
    assert.ok(won, `the e2e seed's close combat has a winner: ${result}`);
    const winner = won[1] === (await unitName(page, attacker)) ? 'attacker' : 'defender';
    // Rulebook: Close Combat E: "Loser of Close Combat checks Morale": the sentence says its test waits.
    assert.match(result, /must take its Morale check/);
    {
      const loser = winner === 'attacker' ? defender : attacker;
      await page.locator(`[data-test="${loser}"]`).waitFor();
      assert.match(await page.locator(`[data-test="${loser}"]`).innerText(), /lost the close combat .* checks Morale/);
      await page.locator(`[data-test="${loser}"] button.primary`).click();
      assert.equal(await page.inputValue('#param-situation'), 'lost-close-combat');
      await page.click('#roll');
      assert.match(await sentence(page), /scores \d+ and (carries on|halts|falls back|routs|is captured)/);
      // Passed, it falls back disordered; failed, it routs: either way a move is dictated.
      assert.ok((await page.locator('[data-move]').count()) > 0, 'the loser moves as its result dictates');
    }
    await finishMoves(page);
    // OFFICERS (ruling R23): the winner took melee casualties too; its attached officer rolls his D20.
    {
      const winnerId = winner === 'attacker' ? attacker : defender;
      assert.equal(
        await page.locator(`[data-test="${winnerId}"][data-test-mechanic="officer-casualty"]`).count(),
        1,
        "the winner's officer rolls his D20",
      );
      const officers = page.locator('[data-test-mechanic="officer-casualty"]');
      for (let i = 0; i < 4 && (await officers.count()); i++) {
        assert.match(
          await officers.first().innerText(),
          /is with a unit that took melee casualties: D20, 20 he is killed, 19 captured/,
        );
        await officers.first().locator('button.primary').click();
        assert.equal(await page.inputValue('#mechanic'), 'officer-casualty');
        await page.check('input[name="dice-mode"][value="app"]');
        await page.click('#roll');
      }
      assert.equal(await officers.count(), 0);
    }
  });
  await check('morale with real dice', page, async () => {
    await openMechanic(page, 'morale');
    const unit = await unitOption(page, 'B', 0);
    const winner = await unitOption(page, 'A', 0);
    // Lost a close combat with no officer: 1 + 3 is under 6, the loser routs.
    await resolveWith(page, 'morale', {
      actor: unit,
      target: winner,
      params: { initial: false, rating: 3, officer: 'none', situation: 'lost-close-combat' },
    });
    await typeDice(page, ['1']);
    await page.click('#record-dice');
    assert.match(await logText(page), /Morale check — .*: .* scores \d+ and routs .*\(real dice: 1\)/);
    // The rout dictates D4 casualties and a normal move to the rear; the winner has its options.
    await page.locator('[data-move]').first().waitFor();
    assert.match(await page.locator('.moves').innerText(), /routs: D4 casualties, then a normal move/);
    assert.match(await page.locator('.moves').innerText(), /won the close combat/);
    assert.match(await page.locator('#moves-waiting').innerText(), /2 moves the rules dictate are waiting/);
    await page.locator('.moves').scrollIntoViewIfNeeded();
    await shot(page, '10a-sword-and-pike-moves');
    await page.locator('[data-move] button[id$="-roll"]').first().click();
    assert.equal(await page.inputValue('#mechanic'), 'rout-casualties');
    await typeDice(page, ['2']);
    await page.click('#record-dice');
    assert.match(await logText(page), /routs with 2 casualties/);
    await page.locator('[data-move] input').first().fill('by the river');
    await page.locator('[data-move] button[id$="-made"]').first().click();
    assert.match(await logText(page), /rout made — by the river/);
    await page.locator('[data-move] button[id$="-decline"]').first().click();
    assert.equal(await page.locator('[data-move]').count(), 0);
    await shot(page, '10-sword-and-pike-game', true);
  });
  await check('a routed unit stays routed the next turn and tests to rally in step 9', page, async () => {
    assert.match(await page.locator('.columns').innerText(), /routed in turn 1/);
    for (
      let i = 0;
      i < 30 &&
      !(
        /Turn 2/.test(await page.locator('.status').innerText()) &&
        /^9\./.test(await page.locator('#step-title').innerText())
      );
      i++
    )
      await nextStep(page);
    await page.locator('#tests-title').waitFor();
    assert.match(await page.locator('[data-test]').first().innerText(), /tests morale to rally/);
    assert.equal(await page.locator('#next-step').count(), 1);
    await page.locator('[data-test] button').first().click();
    await page.locator('#odds-title').waitFor();
    await page.click('#roll');
    assert.match(await logText(page), /rallied from rout|failed to rally/);
    await rollWaitingTests(page); // every other routed unit tests too
    assert.equal(await page.locator('#tests-title').count(), 0);
  });
  await check('export replays exactly', page, async () => {
    assertReplays(await exportGame(page, 'sword-and-pike.json'));
  });
  assert.deepEqual(errors, [], `page errors: ${errors.join('; ')}`);
  await context.close();
}

// ------------------------------------------------------------------ 6mm WSS
console.log('6mm WSS evening');
{
  const { context, page, errors } = await newPage(PHONE);
  await check('start, initiative, alternating brigade activation', page, async () => {
    await newGame(page, 'wss-6mm', 'Blenheim');
    await page.click('#start-game');
    await openMechanic(page, 'initiative');
    await page.click('#roll');
    const first = await page.locator('#active-side').innerText();
    await nextStep(page);
    assert.match(await page.locator('#step-title').innerText(), /Movement/);
    await page.locator('[data-activate-group]').first().click();
    assert.notEqual(await page.locator('#active-side').innerText(), first, 'brigade activations alternate');
  });
  await check('activation test waiting for the brigade, prefilled from the brigadier', page, async () => {
    await page.locator('[data-test-mechanic="activation"] button.primary').click();
    assert.notEqual(await page.locator('#param-rating').inputValue(), '');
    await page.click('#roll');
    assert.match(await logText(page), /Brigade activation — .*: the Brigadier (activates the brigade|fails)/);
    assert.equal(await page.locator('[data-test-mechanic="activation"]').count(), 0);
  });
  await check('artillery and small arms: elements lost tracked', page, async () => {
    await nextStep(page);
    assert.match(await page.locator('#step-title').innerText(), /Artillery/);
    await openMechanic(page, 'artillery');
    const battery = await unitOption(page, 'A', /battery/i);
    const target = await unitOption(page, 'B', 0);
    await resolveWith(page, 'artillery', { actor: battery, target, params: { range: 10 } });
    const before = await lossesOf(page, target);
    await typeDice(page, ['20']);
    await page.click('#record-dice');
    // 3 guns at close range, a 20: 2 elements lost, and "Whenever a unit loses one or more elements it should take a Morale test".
    const said = await sentence(page);
    const lost = Number(/^(\d+) hits?/.exec(said)?.[1]);
    assert.ok(lost > 0, said);
    assert.match(said, new RegExp(`: ${await unitName(page, target)} loses ${lost} elements?`));
    await assertResultInView(page);
    assert.equal(await lossesOf(page, target), before + lost, 'the elements are lost');
    // Its Morale test is owed for step 6, Morale Tests (rulings R43, R59), not taken in the fire step.
    assert.match(said, /owes a Morale test, taken in step 6/);
    await rollWaitingTests(page);
    await nextStep(page);
    await openMechanic(page, 'small-arms');
    const foot = await unitOption(page, 'B', 0);
    const targetA = await unitOption(page, 'A', 0);
    await resolveWith(page, 'small-arms', { actor: foot, target: targetA, params: { range: 3 } });
    await page.locator('#odds-title').waitFor();
    await shot(page, '11-wss-small-arms-odds', true);
    await page.click('#roll');
    assert.match(await logText(page), /Small arms fire — .* at .*: (no hits|\d+ hits?)/);
    await assertNoEngineNames(page);
    await rollWaitingTests(page);
    await assertTouchTargets(page);
  });
  await check('a routed unit: the units within 6" take Morale tests with odds', page, async () => {
    const router = await unitOption(page, 'A', 1);
    const near = await unitOption(page, 'B', 1);
    await page.check(`#routed-${router.replace(/[^A-Za-z0-9]+/g, '-')}`);
    const id = `#near-${router.replace(/[^A-Za-z0-9]+/g, '-')}`;
    await page.locator(id).selectOption([near]);
    await page.click(`${id}-record`);
    await page.locator('#tests-title').waitFor();
    await page.click(`#test-${near.replace(/[^A-Za-z0-9-]/g, '-')}`);
    await page.locator('#odds-title').waitFor();
    assert.match(await page.locator('.odds').innerText(), /STEADY/);
    assert.equal(await page.inputValue('#param-enemy-routing'), '1');
    await shot(page, '11a-wss-morale-near-router', true);
    await page.click('#roll');
    assert.match(await logText(page), /Morale test — .*: result (STEADY|DISORDERED|FALL BACK|ROUTED)/);
    await assertNoEngineNames(page);
    assert.equal(await page.locator('#tests-title').count(), 0);
  });
  await check('end of the game, export replays', page, async () => {
    await page.click('#end-game');
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await shot(page, '12-wss-game-over', true);
    assertReplays(await exportGame(page, 'wss.json'));
  });
  await check('tablet layout', page, async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.reload();
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Start|Muster/);
    // One unit list under the other, and touch targets at least 40px high.
    const a = await page.locator('#units-A').boundingBox();
    const b = await page.locator('#units-B').boundingBox();
    assert.ok(
      b.y > a.y + 100 && Math.abs(b.x - a.x) < 40,
      `unit lists stacked on a tablet (A at ${a.x},${a.y}; B at ${b.x},${b.y})`,
    );
    for (const id of ['#undo', '#export']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box.height >= 40, `${id} is ${box.height}px high`);
    }
    await shot(page, '13-wss-tablet-keyboard-focus');
  });
  assert.deepEqual(errors, [], `page errors: ${errors.join('; ')}`);
  await context.close();
}

// ------------------------------------------------------------------ static build elsewhere
console.log('Static build from another web server, under a sub-path');
{
  // A plain file server that knows nothing of the app (no fallback): dist/web must work with relative paths.
  const web = join(here, '..', 'dist', 'web');
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  const missing = [];
  const plain = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = '/club/on/a/stick/';
    const rel = path === prefix ? 'index.html' : path.startsWith(prefix) ? path.slice(prefix.length) : null;
    const file = rel === null || rel.includes('..') ? null : join(web, rel);
    if (!file || !existsSync(file)) {
      missing.push(path);
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((done) => plain.listen(0, '127.0.0.1', done));
  const { context, page, errors } = await newPage();
  await check('dist/web served by a plain file server under a sub-path', page, async () => {
    await page.goto(`http://127.0.0.1:${plain.address().port}/club/on/a/stick/`);
    await page.getByRole('heading', { name: 'Start' }).waitFor();
    assert.deepEqual(missing, [], `files not found: ${missing.join(', ')}`);
  });
  assert.deepEqual(errors, [], `page errors: ${errors.join('; ')}`);
  await context.close();
  plain.close();
}

await browser.close();
await server.close();
runner.finish(takeShots ? `; screenshots in ${shots}` : `; screenshots of failures only, in ${shots}`);
