/**
 * What is typed, chosen or ticked on a page the server drew before its code has taken it over stays in the field
 * (the browser changes the control itself) but the app never hears of it: the list is not filtered, the address not
 * updated, and the first re-render of a select puts its old value back. This script, run from the head of such a
 * page next to the early-press recorder (web-app-early-presses.ts), records each `input`, `select` and `textarea`
 * inside the drawn page that the visitor changes: the element and its value and checked state, once per element, in
 * the order of its last change. It leaves the events to the browser.
 *
 * The web app calls `window.__takeEarlyEntries()` once its hydration has committed (apps/web/src/app/
 * apply-early-entries.ts): recording stops, and the app enters each value again through React, so its handlers run.
 */
export const EARLY_ENTRY_RECORDER =
  '<script>(function(d,q){function r(e){var t=e.target;' +
  'if(!t.matches||!t.matches("input,select,textarea")||!t.closest("[data-server-rendered]"))return;' +
  'for(var i=0;i<q.length;i++)if(q[i].element===t){q.splice(i,1);break}' +
  'q.push({element:t,value:t.value,checked:t.checked===true})}' +
  'd.addEventListener("input",r,true);d.addEventListener("change",r,true);' +
  'window.__takeEarlyEntries=function(){d.removeEventListener("input",r,true);' +
  'd.removeEventListener("change",r,true);window.__takeEarlyEntries=null;return q.splice(0)}' +
  '})(document,[])</script>';
