/**
 * The motif of each category's demo picture (demo-images.ts draws the backdrop and rasterises): white and accent
 * shapes at low opacity as SVG, kept mostly to the upper and right parts, placed by the picture's seeded random
 * numbers so the same event always gets the same motif.
 */

const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', Arial, Helvetica, sans-serif";

export interface MotifContext {
  random: () => number;
  accent: string;
  /** A dark colour of the palette, for details drawn on light shapes. */
  ink: string;
  /** False when no font is available: motifs then draw no letters. */
  withText: boolean;
}

/** Rounds to one decimal, which keeps the SVG short. */
export const round = (value: number) => Math.round(value * 10) / 10;

function musicMotif({ random, accent, ink }: MotifContext): string {
  const parts: string[] = [];
  const cx = 1230 + random() * 80;
  const cy = 330 + random() * 60;
  for (let r = 60; r <= 420; r += 36) {
    parts.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${round(0.05 + (r % 72 === 60 ? 0.07 : 0.03))}" stroke-width="${r % 72 === 60 ? 3 : 1.5}"/>`,
    );
  }
  parts.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="46" fill="${accent}" fill-opacity="0.75"/>`);
  parts.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="10" fill="${ink}"/>`);
  const bars = 22;
  for (let i = 0; i < bars; i += 1) {
    const height = 40 + random() * 220 * Math.sin((Math.PI * (i + 1)) / (bars + 1));
    const x = 820 + i * 34;
    parts.push(
      `<rect x="${x}" y="${round(900 - height)}" width="20" height="${round(height)}" rx="10" fill="#fff" fill-opacity="${round(0.1 + random() * 0.12)}"/>`,
    );
  }
  return parts.join('');
}

function festivalMotif({ random, accent }: MotifContext): string {
  const parts: string[] = [];
  // Two strings of bunting across the top.
  for (const [y0, sag] of [
    [40, 70],
    [150, 60],
  ] as const) {
    const colors = ['#fff', accent, '#ffd1dc', '#b5f5ff'];
    parts.push(
      `<path d="M -20 ${y0} Q 800 ${y0 + sag * 2} 1620 ${y0}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`,
    );
    for (let i = 0; i < 18; i += 1) {
      const t = (i + 0.5) / 18;
      const x = -20 + 1640 * t;
      const y = y0 + sag * 2 * 2 * t * (1 - t);
      const color = colors[i % colors.length];
      parts.push(
        `<path d="M ${round(x - 26)} ${round(y)} L ${round(x + 26)} ${round(y)} L ${round(x)} ${round(y + 58)} Z" fill="${color}" fill-opacity="0.55"/>`,
      );
    }
  }
  // A rangoli-like flower on the right.
  const cx = 1260;
  const cy = 520;
  for (let ring = 0; ring < 3; ring += 1) {
    const petals = 8 + ring * 4;
    const distance = 70 + ring * 75;
    for (let i = 0; i < petals; i += 1) {
      const angle = (2 * Math.PI * i) / petals + ring * 0.2;
      const x = cx + Math.cos(angle) * distance;
      const y = cy + Math.sin(angle) * distance;
      const deg = (angle * 180) / Math.PI;
      parts.push(
        `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${30 - ring * 4}" ry="${13 - ring * 2}" transform="rotate(${round(deg)} ${round(x)} ${round(y)})" fill="${ring === 1 ? accent : '#fff'}" fill-opacity="${round(0.28 - ring * 0.05)}"/>`,
      );
    }
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="36" fill="${accent}" fill-opacity="0.6"/>`);
  for (let i = 0; i < 40; i += 1) {
    parts.push(
      `<circle cx="${round(random() * 1600)}" cy="${round(230 + random() * 420)}" r="${round(2 + random() * 5)}" fill="#fff" fill-opacity="${round(0.25 + random() * 0.4)}"/>`,
    );
  }
  return parts.join('');
}

function conferenceMotif({ random, accent }: MotifContext): string {
  const parts: string[] = [];
  for (let x = 0; x <= 1600; x += 80) {
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="900" stroke="#fff" stroke-opacity="0.04" stroke-width="1"/>`,
    );
  }
  for (let y = 0; y <= 900; y += 80) {
    parts.push(
      `<line x1="0" y1="${y}" x2="1600" y2="${y}" stroke="#fff" stroke-opacity="0.04" stroke-width="1"/>`,
    );
  }
  const nodes = Array.from({ length: 26 }, () => ({ x: 700 + random() * 860, y: 60 + random() * 560 }));
  for (let i = 0; i < nodes.length; i += 1) {
    const a = nodes[i]!;
    const nearest = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const { j } of nearest) {
      const b = nodes[j]!;
      parts.push(
        `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#fff" stroke-opacity="0.22" stroke-width="2"/>`,
      );
    }
  }
  nodes.forEach((node, i) => {
    const big = i % 5 === 0;
    parts.push(
      `<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${big ? 14 : 7}" fill="${big ? accent : '#fff'}" fill-opacity="${big ? 0.85 : 0.55}"/>`,
    );
    if (big) {
      parts.push(
        `<circle cx="${round(node.x)}" cy="${round(node.y)}" r="30" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>`,
      );
    }
  });
  return parts.join('');
}

function comedyMotif({ random, accent, ink, withText }: MotifContext): string {
  const parts: string[] = [];
  // Spotlight cone.
  parts.push(`<path d="M 1180 -20 L 980 900 L 1480 900 Z" fill="url(#spot)"/>`);
  // A vintage microphone on a stand.
  parts.push('<g transform="translate(1230 250)">');
  parts.push('<rect x="-6" y="150" width="12" height="440" fill="#fff" fill-opacity="0.55"/>');
  parts.push('<rect x="-90" y="585" width="180" height="16" rx="8" fill="#fff" fill-opacity="0.55"/>');
  parts.push('<rect x="-50" y="0" width="100" height="170" rx="50" fill="#fff" fill-opacity="0.85"/>');
  for (let y = 30; y <= 130; y += 20) {
    parts.push(
      `<line x1="-50" y1="${y}" x2="50" y2="${y}" stroke="${ink}" stroke-opacity="0.35" stroke-width="4"/>`,
    );
  }
  parts.push(
    '<path d="M -72 100 Q -72 210 0 210 Q 72 210 72 100" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="10"/>',
  );
  parts.push('</g>');
  // Speech bubbles.
  const bubbles = [
    { x: 880, y: 150, w: 190, h: 110 },
    { x: 1400, y: 120, w: 150, h: 90 },
  ];
  for (const b of bubbles) {
    parts.push(
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="40" fill="${accent}" fill-opacity="0.8"/>`,
      `<path d="M ${b.x + 40} ${b.y + b.h - 4} L ${b.x + 30} ${b.y + b.h + 36} L ${b.x + 80} ${b.y + b.h - 4} Z" fill="${accent}" fill-opacity="0.8"/>`,
    );
    const word = random() > 0.5 ? 'HA HA' : 'LOL';
    if (withText) {
      parts.push(
        `<text x="${b.x + b.w / 2}" y="${b.y + b.h / 2 + 16}" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="44" fill="${ink}">${word}</text>`,
      );
    }
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${round(700 + random() * 900)}" cy="${round(random() * 600)}" r="${round(2 + random() * 4)}" fill="#fff" fill-opacity="${round(0.2 + random() * 0.3)}"/>`,
    );
  }
  return parts.join('');
}

function sportsMotif({ random, accent, ink }: MotifContext): string {
  const parts: string[] = [];
  // Running track lanes seen at an angle.
  for (let lane = 0; lane < 6; lane += 1) {
    parts.push(
      `<ellipse cx="1250" cy="470" rx="${300 + lane * 60}" ry="${150 + lane * 38}" fill="none" stroke="#fff" stroke-opacity="${round(0.14 + (lane === 0 ? 0.1 : 0))}" stroke-width="${lane === 0 ? 5 : 3}"/>`,
    );
  }
  // Speed stripes.
  for (let i = 0; i < 9; i += 1) {
    const y = 80 + i * 62 + random() * 20;
    const length = 160 + random() * 260;
    const x = 60 + random() * 500;
    parts.push(
      `<line x1="${round(x + 560)}" y1="${round(y)}" x2="${round(x + 560 + length)}" y2="${round(y - length * 0.25)}" stroke="#fff" stroke-opacity="0.12" stroke-width="10" stroke-linecap="round"/>`,
    );
  }
  // A ball.
  parts.push('<g transform="translate(1250 470)">');
  parts.push(`<circle r="92" fill="${accent}" fill-opacity="0.92"/>`);
  parts.push(
    `<path d="M -92 0 Q 0 -40 92 0 M -92 0 Q 0 40 92 0" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="6"/>`,
  );
  parts.push(
    `<path d="M -20 -90 Q 30 0 -20 90" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="5"/>`,
  );
  parts.push('</g>');
  return parts.join('');
}

function workshopMotif({ random, accent, ink }: MotifContext): string {
  const parts: string[] = [];
  // Scattered geometric pieces like a maker's bench.
  for (let i = 0; i < 34; i += 1) {
    const x = round(720 + random() * 850);
    const y = round(40 + random() * 600);
    const size = round(18 + random() * 46);
    const rotation = round(random() * 360);
    const fill = random() > 0.7 ? accent : '#fff';
    const opacity = round(0.12 + random() * 0.3);
    const shape = i % 3;
    if (shape === 0) {
      parts.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" transform="rotate(${rotation} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else if (shape === 1) {
      parts.push(
        `<path d="M ${x} ${round(y - size / 2)} L ${round(x + size / 2)} ${round(y + size / 2)} L ${round(x - size / 2)} ${round(y + size / 2)} Z" transform="rotate(${rotation} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${round(size / 2)}" fill="none" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="5"/>`,
      );
    }
  }
  // A gear.
  const teeth = 12;
  const outer = 150;
  const inner = 122;
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const angle = (Math.PI * i) / teeth;
    const radius = i % 2 === 0 ? outer : inner;
    const spread = Math.PI / teeth / 2.2;
    for (const a of [angle - spread, angle + spread]) {
      points.push(`${round(1260 + Math.cos(a) * radius)},${round(380 + Math.sin(a) * radius)}`);
    }
  }
  parts.push(`<polygon points="${points.join(' ')}" fill="#fff" fill-opacity="0.8"/>`);
  parts.push(`<circle cx="1260" cy="380" r="52" fill="${accent}"/>`);
  parts.push(`<circle cx="1260" cy="380" r="22" fill="${ink}"/>`);
  return parts.join('');
}

function theatreMotif({ random, accent }: MotifContext): string {
  const parts: string[] = [];
  // Spotlight on the stage.
  parts.push('<path d="M 800 -20 L 560 900 L 1160 900 Z" fill="url(#spot)"/>');
  parts.push('<ellipse cx="860" cy="860" rx="320" ry="50" fill="#fff" fill-opacity="0.1"/>');
  // Curtains with folds on both sides, and a valance.
  for (const side of [0, 1]) {
    const folds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const x0 = side === 0 ? i * 56 : 1600 - (i + 1) * 56;
      const sway = side === 0 ? 40 + i * 14 : -(40 + i * 14);
      folds.push(
        `<path d="M ${x0} 0 L ${x0 + 56} 0 Q ${x0 + 56 + sway} 500 ${x0 + 40 + sway * 1.6} 900 L ${x0 + sway * 1.6} 900 Q ${x0 + sway} 500 ${x0} 0 Z" fill="${i % 2 === 0 ? '#5a0a1d' : '#8a1430'}" fill-opacity="0.9"/>`,
      );
    }
    parts.push(folds.join(''));
  }
  const scallops: string[] = ['M 0 0 L 1600 0 L 1600 70'];
  for (let x = 1600; x > 0; x -= 100) scallops.push(`Q ${x - 50} 130 ${x - 100} 70`);
  scallops.push('Z');
  parts.push(
    `<path d="${scallops.join(' ')}" fill="#4a0717" stroke="${accent}" stroke-opacity="0.6" stroke-width="4"/>`,
  );
  // Comedy and tragedy masks, simply drawn.
  const masks = [
    { x: 1180, y: 330, rotate: -12, smile: true },
    { x: 1330, y: 380, rotate: 14, smile: false },
  ];
  for (const mask of masks) {
    parts.push(`<g transform="translate(${mask.x} ${mask.y}) rotate(${mask.rotate})">`);
    parts.push(
      `<path d="M -80 -90 Q 0 -120 80 -90 Q 95 40 0 110 Q -95 40 -80 -90 Z" fill="${accent}" fill-opacity="0.9"/>`,
    );
    parts.push('<ellipse cx="-34" cy="-20" rx="20" ry="13" fill="#4a0717"/>');
    parts.push('<ellipse cx="34" cy="-20" rx="20" ry="13" fill="#4a0717"/>');
    parts.push(
      mask.smile
        ? '<path d="M -40 35 Q 0 80 40 35 Q 0 55 -40 35 Z" fill="#4a0717"/>'
        : '<path d="M -40 65 Q 0 25 40 65 Q 0 45 -40 65 Z" fill="#4a0717"/>',
    );
    parts.push('</g>');
  }
  for (let i = 0; i < 16; i += 1) {
    parts.push(
      `<circle cx="${round(600 + random() * 700)}" cy="${round(150 + random() * 450)}" r="${round(1.5 + random() * 3)}" fill="${accent}" fill-opacity="${round(0.3 + random() * 0.4)}"/>`,
    );
  }
  return parts.join('');
}

function foodMotif({ random, accent, ink }: MotifContext): string {
  const parts: string[] = [];
  // A plate seen from above, with a bowl, and steam.
  parts.push('<circle cx="1240" cy="420" r="230" fill="#fff" fill-opacity="0.16"/>');
  parts.push('<circle cx="1240" cy="420" r="180" fill="#fff" fill-opacity="0.22"/>');
  parts.push(`<circle cx="1240" cy="420" r="120" fill="${accent}" fill-opacity="0.75"/>`);
  for (let i = 0; i < 9; i += 1) {
    const angle = (2 * Math.PI * i) / 9 + random() * 0.3;
    const distance = 40 + random() * 45;
    parts.push(
      `<circle cx="${round(1240 + Math.cos(angle) * distance)}" cy="${round(420 + Math.sin(angle) * distance)}" r="${round(10 + random() * 12)}" fill="${ink}" fill-opacity="${round(0.45 + random() * 0.3)}"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const x = 1180 + i * 60;
    parts.push(
      `<path d="M ${x} 150 q -28 -40 0 -80 q 28 -40 0 -80" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
  // Cutlery.
  parts.push('<rect x="950" y="240" width="16" height="360" rx="8" fill="#fff" fill-opacity="0.6"/>');
  parts.push(
    '<path d="M 930 240 L 930 330 Q 958 360 986 330 L 986 240" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="10"/>',
  );
  parts.push(
    '<path d="M 1520 240 Q 1560 330 1530 420 L 1530 600" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round"/>',
  );
  // Spice dots.
  for (let i = 0; i < 40; i += 1) {
    parts.push(
      `<circle cx="${round(700 + random() * 900)}" cy="${round(random() * 700)}" r="${round(2 + random() * 5)}" fill="#fff" fill-opacity="${round(0.12 + random() * 0.25)}"/>`,
    );
  }
  return parts.join('');
}

function defaultMotif({ random, accent }: MotifContext): string {
  const parts: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    parts.push(
      `<circle cx="${round(800 + random() * 760)}" cy="${round(60 + random() * 560)}" r="${round(20 + random() * 110)}" fill="${i % 3 === 0 ? accent : '#fff'}" fill-opacity="${round(0.06 + random() * 0.14)}"/>`,
    );
  }
  return parts.join('');
}

const MOTIFS: Record<string, (context: MotifContext) => string> = {
  music: musicMotif,
  festival: festivalMotif,
  conference: conferenceMotif,
  comedy: comedyMotif,
  sports: sportsMotif,
  workshop: workshopMotif,
  theatre: theatreMotif,
  'food & drink': foodMotif,
};

/** The SVG shapes of the motif of a category (its name in lower case); unknown categories get circles. */
export function drawMotif(categoryKey: string, context: MotifContext): string {
  return (MOTIFS[categoryKey] ?? defaultMotif)(context);
}
