// Writes one small SVG illustration per category, dish and combo into src/db/seed/images/ (committed; the API
// serves them at /api/images/<name>.svg). Deterministic: the same menu always gives byte-identical files.
// Run: npm run seed:images -w api
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { categories, combos, dishes, type CategorySeed } from '../src/db/seed/menu-data';

const outDir = fileURLToPath(new URL('../src/db/seed/images/', import.meta.url));

function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>> 0) % 10000) / 10000;
  };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const garnishColours = ['#4CAF50', '#8BC34A', '#E53935', '#FFB300', '#FFFFFF', '#6D4C41'];

function vessel(kind: CategorySeed['vessel'], accent: string): string {
  switch (kind) {
    case 'bowl':
      return `<ellipse cx="200" cy="250" rx="120" ry="14" fill="#000" opacity=".12"/><path d="M70 140h260c0 70-55 110-130 110S70 210 70 140z" fill="${accent}"/><ellipse cx="200" cy="140" rx="130" ry="30" fill="#FFF8E7"/><ellipse cx="200" cy="140" rx="118" ry="24" fill="#E9C46A" opacity=".55"/>`;
    case 'plate':
      return `<ellipse cx="200" cy="170" rx="150" ry="70" fill="#000" opacity=".1"/><ellipse cx="200" cy="160" rx="150" ry="70" fill="#FFFFFF"/><ellipse cx="200" cy="160" rx="115" ry="50" fill="${accent}" opacity=".25"/>`;
    case 'baguette':
      return `<ellipse cx="200" cy="215" rx="150" ry="16" fill="#000" opacity=".12"/><path d="M55 170c20-55 270-80 295-30 10 25-25 50-150 62S45 200 55 170z" fill="#D9A05B"/><path d="M110 160l25-18M165 150l25-18M220 142l25-16M275 138l22-14" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'pot':
      return `<rect x="80" y="120" width="240" height="110" rx="30" fill="${accent}"/><rect x="55" y="135" width="40" height="16" rx="8" fill="${accent}"/><rect x="305" y="135" width="40" height="16" rx="8" fill="${accent}"/><ellipse cx="200" cy="122" rx="125" ry="24" fill="#F4A261"/><path d="M150 70c10 15-10 25 0 40M200 60c10 15-10 25 0 40M250 70c10 15-10 25 0 40" stroke="#FFFFFF" stroke-width="5" fill="none" opacity=".8"/>`;
    case 'cup':
      return `<path d="M130 100h140l-20 140h-100z" fill="#FFFFFF" opacity=".85"/><path d="M137 150h126l-13 88h-100z" fill="${accent}" opacity=".8"/><ellipse cx="200" cy="100" rx="70" ry="12" fill="#FFFFFF"/>`;
    case 'glass':
      return `<path d="M140 70h120l-15 180h-90z" fill="#FFFFFF" opacity=".6"/><path d="M147 130h106l-10 120h-86z" fill="${accent}"/><rect x="225" y="40" width="8" height="120" rx="4" fill="#E53935" transform="rotate(15 229 100)"/>`;
  }
}

function illustration(title: string, kind: CategorySeed['vessel'], palette: readonly [string, string], seed: string) {
  const rand = seeded(seed);
  let garnish = '';
  for (let i = 0; i < 7; i++) {
    const x = 120 + rand() * 160;
    const y = kind === 'bowl' || kind === 'pot' ? 112 + rand() * 26 : 135 + rand() * 45;
    const r = 5 + rand() * 9;
    const c = garnishColours[Math.floor(rand() * garnishColours.length)];
    garnish += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${c}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escape(title)}">` +
    `<title>${escape(title)}</title><rect width="400" height="300" fill="${palette[0]}"/>` +
    `<circle cx="${(60 + rand() * 280).toFixed(0)}" cy="${(40 + rand() * 40).toFixed(0)}" r="70" fill="${palette[1]}" opacity=".08"/>` +
    vessel(kind, palette[1]) +
    garnish +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (f.endsWith('.svg')) unlinkSync(`${outDir}${f}`);
const byCategory = new Map(categories.map((c) => [c.slug, c]));
let written = 0;
for (const c of categories) {
  writeFileSync(`${outDir}category-${c.slug}.svg`, illustration(c.name, c.vessel, c.palette, c.slug));
  written++;
}
for (const d of dishes) {
  const c = byCategory.get(d.category);
  if (!c) throw new Error(`dish ${d.slug}: unknown category ${d.category}`);
  writeFileSync(`${outDir}${d.slug}.svg`, illustration(d.name, c.vessel, c.palette, d.slug));
  written++;
}
for (const combo of combos) {
  writeFileSync(`${outDir}${combo.slug}.svg`, illustration(combo.name, 'plate', ['#FFF3E0', '#E76F51'], combo.slug));
  written++;
}
console.log(`wrote ${written} illustrations to ${outDir}`);
