// fit.js - fits the drawn board to the screen: a phone shows the whole toy (display and every
// key) without sideways scrolling; a wide screen puts the toy and the serial pane side by side.
// The board's drawing is scaled with CSS zoom (the layout follows it, so taps land where the
// keys are drawn), never beyond MAX_ZOOM; the toy's column is set to its scaled width
// (--toy-w), so the pane's place depends on the screen only, not on a button's label.
const MAX_ZOOM = 1.35;
const MIN_ZOOM = 0.3;
export const WIDE_PX = 960; // side by side from this width on (style.css: the same media query)
export const PANE_MIN_PX = 360; // the pane's narrowest, side by side

export function fitBoard({ main, drawn }) {
  let last = '';
  const fit = () => {
    const shown = drawn.firstElementChild;
    if (!shown) return;
    const zoom = Number(drawn.style.zoom) || 1;
    const natural = shown.getBoundingClientRect().width / zoom; // (the same at any zoom)
    const cs = getComputedStyle(main);
    const pad = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
    const vw = document.documentElement.clientWidth;
    const key = `${natural.toFixed(1)} ${vw} ${pad}`;
    if (!natural || key === last) return;
    last = key;
    const wide = vw >= WIDE_PX;
    const avail = wide ? vw - pad - parseFloat(cs.columnGap || 0) - PANE_MIN_PX : vw - pad;
    const z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.floor((avail / natural) * 1000) / 1000));
    drawn.style.zoom = String(z);
    main.style.setProperty('--toy-w', `${Math.ceil(natural * z)}px`);
  };
  fit();
  addEventListener('resize', fit);
  // the board's parts draw themselves a moment later (custom elements): fit again then
  if (typeof ResizeObserver === 'function' && drawn.firstElementChild) new ResizeObserver(fit).observe(drawn.firstElementChild);
  return fit;
}
