/**
 * The Devanagari faces are `font-display: optional` and preloaded with a Hindi page (index.css, decision 0044):
 * Chromium holds the first paint briefly for a preloaded optional face, so when it comes in time the text is drawn
 * once, in its face, and nothing moves when it arrives. A face that misses that moment is never used on the page (the
 * rule of `optional`), which on a system without a Devanagari face of its own would leave the Hindi text as boxes.
 * So each optional face that has loaded is added again as a `swap` face from the same (by now cached) file, loaded
 * before it is added, so text already drawn in the face never shows a fallback in between: of two faces with the same
 * family and weights the browser uses the later one. A face the page never needed (Devanagari on an English page) is
 * not loaded by this.
 */
export function swapInLateFaces(onAdded: () => void): void {
  const twinned = new Set<FontFace>();
  const twin = (face: FontFace) => {
    if (face.display !== 'optional' || twinned.has(face)) return;
    twinned.add(face);
    const source = sourceOf(face);
    if (!source) return;
    new FontFace(face.family, source, {
      weight: face.weight,
      style: face.style,
      unicodeRange: face.unicodeRange,
      display: 'swap',
    })
      .load()
      .then(
        (loaded) => {
          document.fonts.add(loaded);
          onAdded();
        },
        () => undefined, // the file could not be had: the page keeps its fallback
      );
  };
  document.fonts.forEach((face) => {
    if (face.status === 'loaded') twin(face);
  });
  document.fonts.addEventListener('loadingdone', (event) => {
    for (const face of (event as FontFaceSetLoadEvent).fontfaces) twin(face);
  });
}

const unquoted = (family: string) => family.replace(/^["']|["']$/g, '');

/** The `src` of the @font-face rule a face of the document's font set comes from. */
function sourceOf(face: FontFace): string | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a stylesheet of another origin
    }
    for (const rule of Array.from(rules)) {
      if (
        rule instanceof CSSFontFaceRule &&
        unquoted(rule.style.getPropertyValue('font-family')) === unquoted(face.family) &&
        rule.style.getPropertyValue('font-weight') === face.weight &&
        rule.style.getPropertyValue('font-display') === 'optional'
      ) {
        return rule.style.getPropertyValue('src');
      }
    }
  }
  return undefined;
}
