/**
 * Draws the demo area's sample images (products, avatars, blog covers, gallery) as small SVG files with fixed
 * dimensions, made for this project: `npx tsx remote-demo/scripts/draw-sample-images.ts`. The output is committed
 * (nothing is downloaded at run time); run it again only to change the drawings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_CATALOGUE, type ProductArt } from '../src/lib/sample-data/product-catalogue';

const OUT_DIR = path.join(__dirname, '..', 'src', 'lib', 'sample-data', 'images');

const HUES = [210, 160, 270, 130, 190, 28, 350, 45, 300, 95, 240, 12];

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue} ${saturation}% ${lightness}%)`;

function svg(width: number, height: number, title: string, body: string, art?: string): string {
  const kind = art ? ` data-art="${art}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"${kind}><title>${title}</title>${body}</svg>\n`;
}

/** A shade over a part of a drawing: darker (or, on a black product, lighter) without leaving its colour. */
const shade = (color: string, amount: number) =>
  color.toLowerCase() === '#000000'
    ? `fill="#ffffff" fill-opacity="${amount}"`
    : `fill="#000000" fill-opacity="${amount}"`;

/** Each drawing in the product's colour `c` (the first of its list); `others` are its other colours. */
const PRODUCT_ART: Record<ProductArt, (c: string, others: readonly string[]) => string> = {
  book: (c) =>
    `<rect x="160" y="80" width="190" height="290" rx="8" fill="#f4efe3"/>` +
    `<rect x="150" y="90" width="190" height="290" rx="8" fill="${c}"/>` +
    `<rect x="150" y="90" width="26" height="290" ${shade(c, 0.25)}/>` +
    `<rect x="200" y="140" width="110" height="14" rx="7" fill="#ffffff" fill-opacity="0.9"/>` +
    `<rect x="200" y="168" width="76" height="10" rx="5" fill="#ffffff" fill-opacity="0.7"/>` +
    `<path d="M300 90 V150 L315 138 L330 150 V90 Z" fill="#ffffff" fill-opacity="0.8"/>`,
  shirt: (c) =>
    `<path d="M195 95 L140 115 L90 200 L140 225 L160 190 L160 400 L340 400 L340 190 L360 225 L410 200 L360 115 L305 95 L250 130 Z" fill="${c}"/>` +
    `<path d="M195 95 L250 130 L225 165 Z M305 95 L250 130 L275 165 Z" ${shade(c, 0.3)}/>` +
    `<line x1="250" y1="135" x2="250" y2="400" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>` +
    [170, 220, 270, 320, 370]
      .map((y) => `<circle cx="262" cy="${y}" r="6" fill="#ffffff" fill-opacity="0.85"/>`)
      .join(''),
  scarf: (c) =>
    `<path d="M170 90 Q250 150 330 90 L345 120 Q250 200 155 120 Z" fill="${c}"/>` +
    `<path d="M190 135 L170 380 L235 385 L245 150 Z" fill="${c}"/>` +
    `<path d="M265 150 L300 360 L355 345 L310 135 Z" ${shade(c, 0.2)}/>` +
    `<path d="M265 150 L300 360 L355 345 L310 135 Z" fill="${c}" fill-opacity="0.8"/>` +
    `<path d="M215 120 L205 170 M235 126 L230 175 M290 126 L295 170" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<line x1="${172 + i * 9}" y1="384" x2="${170 + i * 9}" y2="415" stroke="${c}" stroke-width="3"/>`,
    ).join('') +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<line x1="${303 + i * 9}" y1="${359 - i * 2.5}" x2="${308 + i * 9}" y2="${388 - i * 2.5}" stroke="${c}" stroke-width="3"/>`,
    ).join(''),
  tee: (c) =>
    `<path d="M190 100 L150 120 L100 175 L140 210 L165 190 L165 370 L335 370 L335 190 L360 210 L400 175 L350 120 L310 100 Q250 150 190 100 Z" fill="${c}"/>` +
    `<path d="M190 100 Q250 150 310 100" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="8"/>`,
  headphones: (c) =>
    `<path d="M140 280 V220 A110 110 0 0 1 360 220 V280" fill="none" stroke="${c}" stroke-width="22"/>` +
    `<rect x="108" y="235" width="70" height="120" rx="28" fill="${c}"/>` +
    `<rect x="322" y="235" width="70" height="120" rx="28" fill="${c}"/>` +
    `<rect x="160" y="250" width="26" height="90" rx="12" ${shade(c, 0.35)}/>` +
    `<rect x="314" y="250" width="26" height="90" rx="12" ${shade(c, 0.35)}/>`,
  earbuds: (c) =>
    `<rect x="150" y="260" width="200" height="130" rx="60" fill="#f2f2f2" stroke="#cccccc" stroke-width="4"/>` +
    `<line x1="160" y1="300" x2="340" y2="300" stroke="#cccccc" stroke-width="4"/>` +
    `<circle cx="200" cy="190" r="38" fill="${c}"/><rect x="190" y="190" width="20" height="80" rx="10" fill="${c}"/>` +
    `<circle cx="300" cy="190" r="38" fill="${c}"/><rect x="290" y="190" width="20" height="80" rx="10" fill="${c}"/>` +
    `<circle cx="200" cy="190" r="16" ${shade(c, 0.3)}/><circle cx="300" cy="190" r="16" ${shade(c, 0.3)}/>`,
  headset: (c) =>
    `<path d="M150 270 V220 A100 100 0 0 1 350 220 V270" fill="none" stroke="${c}" stroke-width="18"/>` +
    `<ellipse cx="150" cy="290" rx="40" ry="55" fill="${c}"/><ellipse cx="350" cy="290" rx="40" ry="55" fill="${c}"/>` +
    `<path d="M160 320 Q190 390 260 385" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="268" cy="385" r="14" ${shade(c, 0.4)}/>`,
  'ball-set': (c, others) =>
    [c, ...others]
      .slice(0, 3)
      .map((color, i) => {
        const [x, y, r] = [
          [175, 300, 80],
          [320, 310, 70],
          [250, 180, 62],
        ][i] ?? [250, 250, 60];
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#ffffff" fill-opacity="0.45"/>`;
      })
      .join(''),
  'beach-ball': (c) =>
    `<circle cx="250" cy="250" r="140" fill="#ffffff"/>` +
    `<path d="M250 110 Q170 250 250 390 Q210 250 250 110 Z" fill="${c}"/>` +
    `<path d="M250 110 Q380 180 388 270 Q330 190 250 110 Z" fill="${c}"/>` +
    `<path d="M250 110 Q120 180 112 270 Q170 190 250 110 Z" fill="${c}"/>` +
    `<circle cx="250" cy="250" r="140" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="4"/>` +
    `<circle cx="250" cy="112" r="14" fill="#f2f2f2" stroke="#cccccc" stroke-width="3"/>`,
  'soft-ball': (c) =>
    `<circle cx="250" cy="250" r="130" fill="${c}"/>` +
    `<path d="M250 120 Q190 250 250 380 M250 120 Q310 250 250 380 M120 250 Q250 200 380 250" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" stroke-dasharray="10 8"/>` +
    `<circle cx="205" cy="200" r="24" fill="#ffffff" fill-opacity="0.35"/>`,
};

function product(index: number): string {
  const entry = PRODUCT_CATALOGUE[index];
  if (!entry) throw new RangeError(`no catalogue product ${index}`);
  const [color = '#1890FF', ...others] = entry.colors;
  const hue = HUES[index % HUES.length] ?? 210;
  return svg(
    500,
    500,
    entry.title,
    `<rect width="500" height="500" fill="${hsl(hue, 30, 95)}"/>` +
      `<ellipse cx="250" cy="430" rx="170" ry="22" fill="#000000" fill-opacity="0.08"/>` +
      PRODUCT_ART[entry.art](color, others),
    entry.art,
  );
}

const SKIN = ['#f1c27d', '#8d5524', '#ffdbac', '#c68642', '#e0ac69', '#5c3a21'];
const HAIR = ['#2b1b10', '#0e0e0e', '#b5651d', '#d9b26f', '#6b4226', '#9a9a9a'];

/** Hair (or a headscarf) around the face (head centre 48,40, radius 18): what is drawn behind it, then over it. */
const HAIR_STYLES: Array<(hair: string) => { back?: string; front?: string }> = [
  // short
  (hair) => ({ front: `<path d="M30 38 Q30 18 48 18 Q66 18 66 38 Q58 28 48 28 Q38 28 30 38 Z" fill="${hair}"/>` }),
  // long
  (hair) => ({
    back: `<path d="M28 40 Q28 16 48 16 Q68 16 68 40 L70 68 L26 68 Z" fill="${hair}"/>`,
    front: `<path d="M30 36 Q32 20 48 20 Q64 20 66 36 Q56 26 48 27 Q40 26 30 36 Z" fill="${hair}"/>`,
  }),
  // bun
  (hair) => ({
    front:
      `<circle cx="48" cy="14" r="9" fill="${hair}"/>` +
      `<path d="M30 38 Q30 20 48 20 Q66 20 66 38 Q48 26 30 38 Z" fill="${hair}"/>`,
  }),
  // curly
  (hair) => ({
    front: [
      [34, 26],
      [42, 20],
      [52, 20],
      [61, 26],
      [66, 35],
      [30, 35],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${hair}"/>`)
      .join(''),
  }),
  // beard, no hair
  (hair) => ({
    front: `<path d="M32 44 Q34 62 48 62 Q62 62 64 44 Q56 52 48 52 Q40 52 32 44 Z" fill="${hair}"/>`,
  }),
  // headscarf
  () => ({
    back: `<path d="M26 44 Q26 14 48 14 Q70 14 70 44 L74 72 Q48 82 22 72 Z" fill="${hsl(330, 45, 45)}"/>`,
    front: `<path d="M30 34 Q34 20 48 20 Q62 20 66 34 Q48 24 30 34 Z" fill="${hsl(330, 45, 38)}"/>`,
  }),
];

function avatar(index: number): string {
  const hue = HUES[index % HUES.length] ?? 210;
  const skin = SKIN[index % SKIN.length] ?? '#e0ac69';
  const hair = HAIR[(index * 5) % HAIR.length] ?? '#2b1b10';
  const style = (HAIR_STYLES[index % HAIR_STYLES.length] ?? (() => ({})))(hair);
  const glasses = index % 4 === 1;
  return svg(
    96,
    96,
    `avatar ${index + 1}`,
    `<rect width="96" height="96" fill="${hsl(hue, 60, 85)}"/>` +
      (style.back ?? '') +
      `<path d="M14 96 Q14 64 48 64 Q82 64 82 96 Z" fill="${hsl((hue + 150) % 360, 45, 45)}"/>` +
      `<rect x="42" y="52" width="12" height="14" fill="${skin}"/>` +
      `<circle cx="48" cy="40" r="18" fill="${skin}"/>` +
      `<circle cx="41" cy="40" r="2" fill="#222222"/><circle cx="55" cy="40" r="2" fill="#222222"/>` +
      `<path d="M42 48 Q48 53 54 48" fill="none" stroke="#222222" stroke-width="2" stroke-linecap="round"/>` +
      (style.front ?? '') +
      (glasses
        ? `<g fill="none" stroke="#222222" stroke-width="1.6"><circle cx="41" cy="40" r="5"/><circle cx="55" cy="40" r="5"/><path d="M46 40 H50"/></g>`
        : ''),
  );
}

/** The scenes a cover or a photo can show; each draws over a sky of `hue`. */
type Scene = (width: number, height: number, hue: number, index: number) => string;

const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${hsl(45, 95, 65)}"/>`;

const SCENES: Record<string, Scene> = {
  mountains: (width, height, hue, index) => {
    const horizon = height * (0.55 + (index % 3) * 0.05);
    const ridge = (offset: number, lift: number) => {
      const points = Array.from({ length: 7 }, (_, step) => {
        const x = (width / 6) * step;
        const y = horizon - lift - (((index + offset) * 53 + step * 71) % Math.round(height * 0.22));
        return `${x.toFixed(0)},${y.toFixed(0)}`;
      });
      return `0,${height} ${points.join(' ')} ${width},${height}`;
    };
    return (
      sun(width * (0.2 + ((index * 37) % 60) / 100), height * 0.3, height * 0.1) +
      `<polygon points="${ridge(1, 40)}" fill="${hsl(hue, 35, 55)}"/>` +
      `<polygon points="${ridge(4, 0)}" fill="${hsl(hue, 40, 38)}"/>` +
      `<rect y="${(horizon + height * 0.18).toFixed(0)}" width="${width}" height="${height}" fill="${hsl((hue + 90) % 360, 35, 30)}"/>`
    );
  },
  sea: (width, height, hue, index) => {
    const sea = height * 0.6;
    const boat = width * (0.3 + (index % 4) * 0.12);
    return (
      sun(width * 0.75, sea - height * 0.05, height * 0.12) +
      `<rect y="${sea.toFixed(0)}" width="${width}" height="${height}" fill="${hsl(205, 60, 45)}"/>` +
      [0.7, 0.8, 0.9]
        .map(
          (row) =>
            `<path d="M0 ${(height * row).toFixed(0)} ${Array.from({ length: 8 }, (_, step) => `Q${((step + 0.5) * width) / 8} ${(height * row - 8).toFixed(0)} ${((step + 1) * width) / 8} ${(height * row).toFixed(0)}`).join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
        )
        .join('') +
      `<path d="M${boat - 60} ${sea - 6} L${boat + 60} ${sea - 6} L${boat + 40} ${sea + 18} L${boat - 40} ${sea + 18} Z" fill="${hsl(hue, 30, 25)}"/>` +
      `<path d="M${boat} ${sea - 110} L${boat} ${sea - 10} L${boat + 55} ${sea - 10} Z" fill="#ffffff"/>`
    );
  },
  city: (width, height, hue, index) => {
    const ground = height * 0.85;
    const count = 9;
    return (
      `<circle cx="${(width * 0.8).toFixed(0)}" cy="${(height * 0.2).toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="#fdf6d8"/>` +
      Array.from({ length: count }, (_, step) => {
        const w = width / count;
        const h = height * (0.3 + (((index + step) * 37) % 40) / 100);
        const x = step * w;
        const windows = Array.from(
          { length: 3 },
          (_, row) =>
            `<rect x="${(x + w * 0.25).toFixed(0)}" y="${(ground - h + 20 + row * 40).toFixed(0)}" width="${(w * 0.5).toFixed(0)}" height="14" fill="#ffe9a8" fill-opacity="0.8"/>`,
        ).join('');
        return `<rect x="${x.toFixed(0)}" y="${(ground - h).toFixed(0)}" width="${(w - 6).toFixed(0)}" height="${h.toFixed(0)}" fill="${hsl(hue, 25, 22 + (step % 3) * 6)}"/>${windows}`;
      }).join('') +
      `<rect y="${ground.toFixed(0)}" width="${width}" height="${height}" fill="${hsl(hue, 15, 18)}"/>`
    );
  },
  forest: (width, height, hue, index) => {
    const ground = height * 0.8;
    return (
      sun(width * 0.15, height * 0.2, height * 0.08) +
      `<rect y="${ground.toFixed(0)}" width="${width}" height="${height}" fill="${hsl(110, 35, 30)}"/>` +
      Array.from({ length: 11 }, (_, step) => {
        const x = (width / 10) * step + ((index * 13) % 30);
        const h = height * (0.35 + (((step + index) * 29) % 25) / 100);
        return `<rect x="${(x - 6).toFixed(0)}" y="${(ground - 30).toFixed(0)}" width="12" height="40" fill="#5b3a1e"/><polygon points="${(x - 40).toFixed(0)},${(ground - 20).toFixed(0)} ${x.toFixed(0)},${(ground - h).toFixed(0)} ${(x + 40).toFixed(0)},${(ground - 20).toFixed(0)}" fill="${hsl(130 + (step % 3) * 10, 40, 28 + (step % 2) * 8)}"/>`;
      }).join('')
    );
  },
  night: (width, height, hue, index) =>
    `<rect width="${width}" height="${height}" fill="${hsl(235, 45, 18)}"/>` +
    Array.from(
      { length: 40 },
      (_, step) =>
        `<circle cx="${((step * 97 + index * 31) % width).toFixed(0)}" cy="${((step * 53) % (height * 0.6)).toFixed(0)}" r="${1 + (step % 3)}" fill="#ffffff" fill-opacity="0.8"/>`,
    ).join('') +
    `<circle cx="${(width * 0.7).toFixed(0)}" cy="${(height * 0.25).toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="#fdf6d8"/>` +
    `<path d="M0 ${height} L0 ${(height * 0.75).toFixed(0)} Q${width / 2} ${(height * 0.6).toFixed(0)} ${width} ${(height * 0.78).toFixed(0)} L${width} ${height} Z" fill="${hsl(hue, 20, 12)}"/>`,
  fields: (width, height, hue, index) => {
    const horizon = height * 0.45;
    return (
      sun(width * (0.3 + (index % 3) * 0.2), height * 0.2, height * 0.08) +
      Array.from({ length: 6 }, (_, step) => {
        const top = horizon + (height - horizon) * (step / 6);
        const bottom = horizon + (height - horizon) * ((step + 1) / 6);
        return `<path d="M0 ${bottom.toFixed(0)} Q${width / 2} ${(top - 10).toFixed(0)} ${width} ${bottom.toFixed(0)} L${width} ${height} L0 ${height} Z" fill="${hsl(80 + step * 8, 45, 50 - step * 3)}"/>`;
      }).join('')
    );
  },
};

const SCENE_ORDER = ['mountains', 'sea', 'city', 'forest', 'night', 'fields'] as const;

function scene(index: number, width: number, height: number, label: string): string {
  const hue = HUES[(index * 5) % HUES.length] ?? 210;
  const kind = SCENE_ORDER[index % SCENE_ORDER.length] ?? 'mountains';
  return svg(
    width,
    height,
    `${label} ${index + 1}`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 80)}"/>` +
      `<stop offset="1" stop-color="${hsl((hue + 30) % 360, 80, 92)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      (SCENES[kind] ?? SCENES.mountains)(width, height, hue, index),
  );
}

/**
 * The blog's covers, one per post in the generator's order (sample-content.ts `BLOG_TOPICS`): a scene and, on it,
 * what the post is about, so a cover never contradicts its title.
 */
const BLOG_COVERS: ReadonlyArray<{ scene: (typeof SCENE_ORDER)[number]; subject: string; draw: () => string }> = [
  {
    scene: 'fields',
    subject: 'a cup of tea at sunrise',
    draw: () =>
      `<rect x="330" y="250" width="130" height="120" rx="18" fill="#ffffff"/>` +
      `<path d="M460 280 Q510 290 500 320 Q490 345 458 340" fill="none" stroke="#ffffff" stroke-width="14"/>` +
      `<path d="M370 230 Q360 205 375 185 M410 230 Q400 200 415 175" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    scene: 'city',
    subject: 'a bowl of noodle soup',
    draw: () =>
      `<path d="M280 260 H520 Q515 370 400 375 Q285 370 280 260 Z" fill="#f4efe3"/>` +
      `<rect x="270" y="250" width="260" height="16" rx="8" fill="#c0392b"/>` +
      `<path d="M450 240 L560 150 M470 244 L575 165" stroke="#8d5524" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M340 230 Q330 200 345 180 M400 230 Q390 195 405 170" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    scene: 'sea',
    subject: 'a dashboard chart',
    draw: () =>
      `<rect x="230" y="110" width="340" height="240" rx="16" fill="#ffffff"/>` +
      [60, 110, 80, 150, 120]
        .map((h, i) => `<rect x="${265 + i * 55}" y="${320 - h}" width="34" height="${h}" rx="4" fill="#1890ff"/>`)
        .join('') +
      `<polyline points="282,230 337,190 392,215 447,150 502,170" fill="none" stroke="#ff4842" stroke-width="6"/>`,
  },
  {
    scene: 'fields',
    subject: 'solar panels',
    draw: () =>
      [0, 1, 2]
        .map(
          (i) =>
            `<polygon points="${200 + i * 150},330 ${320 + i * 150},330 ${300 + i * 150},250 ${220 + i * 150},250" fill="#1f3a68"/>` +
            `<path d="M${260 + i * 150} 250 L${260 + i * 150} 330 M${210 + i * 150} 290 H${310 + i * 150}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
            `<rect x="${255 + i * 150}" y="330" width="10" height="40" fill="#555555"/>`,
        )
        .join(''),
  },
  {
    scene: 'mountains',
    subject: 'a travel suitcase',
    draw: () =>
      `<rect x="320" y="190" width="160" height="200" rx="18" fill="#ff8a00"/>` +
      `<path d="M365 190 V160 Q365 145 380 145 H420 Q435 145 435 160 V190" fill="none" stroke="#333333" stroke-width="10"/>` +
      `<path d="M360 210 V370 M440 210 V370" stroke="#000000" stroke-opacity="0.2" stroke-width="8"/>` +
      `<circle cx="345" cy="395" r="10" fill="#333333"/><circle cx="455" cy="395" r="10" fill="#333333"/>`,
  },
  {
    scene: 'forest',
    subject: 'a laptop and a video call',
    draw: () =>
      `<rect x="270" y="140" width="260" height="170" rx="10" fill="#2d3436"/>` +
      `<rect x="285" y="155" width="230" height="140" fill="#dfe6e9"/>` +
      `<circle cx="345" cy="205" r="22" fill="#e0ac69"/><circle cx="455" cy="205" r="22" fill="#8d5524"/>` +
      `<path d="M310 295 Q345 240 380 295 Z M420 295 Q455 240 490 295 Z" fill="#636e72"/>` +
      `<path d="M240 310 H560 L590 340 H210 Z" fill="#b2bec3"/>`,
  },
  {
    scene: 'sea',
    subject: 'colour swatches',
    draw: () =>
      ['#1890ff', '#00ab55', '#ffc107', '#ff4842', '#9b59b6']
        .map(
          (color, i) =>
            `<rect x="370" y="120" width="60" height="240" rx="12" fill="${color}" transform="rotate(${-40 + i * 20} 400 340)"/>`,
        )
        .join('') + `<circle cx="400" cy="340" r="12" fill="#333333"/>`,
  },
  {
    scene: 'fields',
    subject: 'someone stretching on a mat',
    draw: () =>
      `<rect x="250" y="370" width="300" height="18" rx="9" fill="#9b59b6"/>` +
      `<circle cx="400" cy="180" r="26" fill="#c68642"/>` +
      `<path d="M400 206 V300 M400 300 L350 370 M400 300 L450 370 M400 230 L330 160 M400 230 L470 160" stroke="#2d3436" stroke-width="16" stroke-linecap="round"/>`,
  },
  {
    scene: 'night',
    subject: 'a community evening under string lights',
    draw: () =>
      `<path d="M100 120 Q400 220 700 120" fill="none" stroke="#cccccc" stroke-width="3"/>` +
      [0.1, 0.25, 0.4, 0.55, 0.7, 0.85]
        .map((t) => {
          const x = 100 + 600 * t;
          const y = 120 + 100 * 4 * t * (1 - t) * 0.99;
          return `<circle cx="${x.toFixed(0)}" cy="${(y + 12).toFixed(0)}" r="10" fill="#ffe082"/>`;
        })
        .join('') +
      [260, 340, 420, 500]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="300" r="26" fill="${['#f1c27d', '#8d5524', '#e0ac69', '#c68642'][i]}"/>` +
            `<path d="M${x - 40} 420 Q${x - 40} 335 ${x} 335 Q${x + 40} 335 ${x + 40} 420 Z" fill="${['#1890ff', '#00ab55', '#ff4842', '#ffc107'][i]}"/>`,
        )
        .join(''),
  },
  {
    scene: 'city',
    subject: 'noise-cancelling headphones',
    draw: () =>
      `<path d="M300 300 V240 A100 100 0 0 1 500 240 V300" fill="none" stroke="#2d3436" stroke-width="22"/>` +
      `<rect x="268" y="260" width="64" height="110" rx="26" fill="#2d3436"/>` +
      `<rect x="468" y="260" width="64" height="110" rx="26" fill="#2d3436"/>`,
  },
];

function blogCover(index: number): string {
  const cover = BLOG_COVERS[index];
  if (!cover) throw new RangeError(`no blog cover ${index}`);
  const hue = HUES[(index * 5) % HUES.length] ?? 210;
  const [width, height] = [800, 450];
  return svg(
    width,
    height,
    cover.subject,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 80)}"/>` +
      `<stop offset="1" stop-color="${hsl((hue + 30) % 360, 80, 92)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      SCENES[cover.scene](width, height, hue, index) +
      cover.draw(),
  );
}

function write(name: string, content: string): void {
  writeFileSync(path.join(OUT_DIR, name), content);
}

mkdirSync(OUT_DIR, { recursive: true });
for (let index = 0; index < PRODUCT_CATALOGUE.length; index += 1) write(`product-${index + 1}.svg`, product(index));
for (let index = 0; index < 12; index += 1) write(`avatar-${index + 1}.svg`, avatar(index));
for (let index = 0; index < BLOG_COVERS.length; index += 1) write(`cover-${index + 1}.svg`, blogCover(index));
for (let index = 0; index < 12; index += 1) write(`gallery-${index + 1}.svg`, scene(index + 3, 600, 400, 'photo'));
console.log(`sample images written to ${path.relative(process.cwd(), OUT_DIR)}`);
