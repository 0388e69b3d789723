/**
 * A page the server drew is painted, and can be pressed, one to three seconds before its code has taken it over on a
 * cheap phone; until then its buttons have no listeners and a press is lost (links work natively, and are left alone).
 * This script, run from the head of such a page, records presses of buttons (`button`, `[role=button]`,
 * `input[type=submit]`) inside the drawn page, keeps the browser from acting on them (a button in a form would submit
 * it natively) and marks them `data-early-press` (dimmed, progress cursor) meanwhile.
 *
 * The web app calls `window.__replayEarlyPresses()` once its hydration has committed (apps/web/src/app/
 * replay-early-presses.ts): recording stops and each pressed element still in the page is clicked again, at most
 * once, in the order of its last press. A page the browser draws afresh (a signed-in visitor's) has nothing to take
 * over: its inline fallback stops the recording at once, before anything is painted.
 */
export const EARLY_PRESS_RECORDER =
  '<style>[data-early-press]{cursor:progress;opacity:.6}</style>' +
  '<script>(function(d,q){function r(e){' +
  'var t=e.target.closest&&e.target.closest("a[href],button,[role=button],input[type=submit]");' +
  'if(!t||t.matches("a[href]")||!t.closest("[data-server-rendered]"))return;' +
  // Nothing else sees the press: React, should it be hydrating already, would act on it, then on its replay.
  'e.preventDefault();e.stopImmediatePropagation();' +
  'var i=q.indexOf(t);if(i>-1)q.splice(i,1);q.push(t);t.setAttribute("data-early-press","")}' +
  'd.addEventListener("click",r,true);' +
  'window.__replayEarlyPresses=function(){d.removeEventListener("click",r,true);window.__replayEarlyPresses=null;' +
  'q.splice(0).forEach(function(t){t.removeAttribute("data-early-press");if(t.isConnected)t.click()})}' +
  '})(document,[])</script>';
