// nim_game.mjs - a whole game of Nim on the LCD board, won by following the toy's own hints
// (SELECT held for the hint), from the menu with ">Nim" shown. The keys go through `press(key,
// ms)`: the hook, the mouse or a finger (web/test/browser/touch.mjs), held ms of simulated time.
/** d: common.mjs driver; press(key, ms = 120) presses one of the shield's keys. */
export async function playNimByHints(d, press) {
  const waitText = d.waitText;
  const lcd = d.lcd;
  await press('SELECT');
  await press('SELECT');
  if (!(await waitText('>Play'))) return false;
  const piles = async () => (await lcd()).split('\n')[0].trim().split(/\s+/).map(Number);
  // a position the first player wins: Random until the nim-sum is not 0
  for (let tries = 0; (await piles()).reduce((a, b) => a ^ b, 0) === 0 && tries < 20; tries++) {
    for (let i = 0; i < 3; i++) await press('DOWN'); // Play -> First -> Vs -> Random
    if (!(await waitText('>Random'))) return false;
    await press('SELECT');
    for (let i = 0; i < 3; i++) await press('UP');
    if (!(await waitText('>Play'))) return false;
  }
  await press('SELECT');
  // the box's first game shows the first-time tip until a key (which only ends it)
  if (await waitText('Hold SELECT for', 300)) await press('SELECT');
  if (!(await waitText('You: take'))) return false;
  for (let move = 0; move < 80; move++) {
    await d.run(200); // a person looks at the screen before pressing
    await press('SELECT', 1000); // held: the hint
    await waitText('Hint:', 500);
    const hint = /Hint: take (\d+) #(\d+)/.exec((await lcd()).split('\n')[0]);
    if (!hint) return false;
    await press('LEFT'); // back to the move
    await waitText('You: take');
    const [, amount, pile] = hint;
    for (let i = 0; i < 8 && !(await lcd()).includes(`#${pile}`); i++) await press('RIGHT');
    for (let i = 0; i < 16 && !(await lcd()).includes(`take ${amount} #`); i++) await press('UP');
    if (!(await lcd()).includes(`You: take ${amount} #${pile}`)) return false;
    await press('SELECT');
    if (await waitText('You win!', 300)) return waitText('Won ');
    if (!(await waitText('CPU: take', 3000))) return false;
    if (await waitText('CPU wins!', 3000)) return false;
    if (!(await waitText('You: take', 3000))) return false;
  }
  return false;
}
