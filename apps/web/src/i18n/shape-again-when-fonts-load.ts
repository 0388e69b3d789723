import { swapInLateFaces } from './swap-in-late-faces';

/**
 * Chromium keeps text it laid out while a web font was still loading in the font it fell back to, even once the face
 * has arrived: on a system without a Devanagari face of its own, Hindi buttons and links stayed boxes (seen on Debian's
 * Chromium 156 with Noto Sans Devanagari loaded, also on a page of five lines outside the app). A change of the font
 * features makes it shape the text again, so once per frame in which faces finished loading the page flips one that
 * draws nothing differently (index.css: `html[data-fonts-loaded]`). It also puts in the faces that came too late for
 * the first paint (swap-in-late-faces.ts).
 */
export function shapeAgainWhenFontsLoad(): void {
  let flipping = false;
  const flip = () => {
    if (flipping) return;
    flipping = true;
    requestAnimationFrame(() => {
      flipping = false;
      document.documentElement.toggleAttribute('data-fonts-loaded');
    });
  };
  void document.fonts.ready.then(flip);
  document.fonts.addEventListener('loadingdone', flip);
  swapInLateFaces(flip);
}
