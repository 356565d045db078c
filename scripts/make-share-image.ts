/**
 * Writes the restaurant's picture for shared links (Open Graph, Twitter card, the Restaurant JSON-LD's image) as
 * host/public/restaurant.jpg: 1200 × 630, the size link previews crop to, made by sharp from six of the menu's own
 * drawings (api/src/db/seed/images) in a 3 × 2 grid. A page with a photo of its own (a dish) shows that instead. Run
 * once after changing the choice below, and commit the file:
 *
 *   npx tsx scripts/make-share-image.ts
 */
import path from 'node:path';
import sharp from 'sharp';
import { HOST_DIR, ROOT_DIR } from './lib/front-ends';

const DRAWINGS = [
  'category-pho',
  'combo-gia-dinh',
  'category-banh-mi',
  'goi-cuon',
  'category-lau',
  'ca-phe-sua-da',
] as const;
const WIDTH = 1200;
const HEIGHT = 630;
/** Each drawing's own size (its viewBox): three across fill the width. */
const TILE = { width: 400, height: 300 } as const;
/** The first drawing's background, around the grid. */
const BACKGROUND = '#F4E1C1';

async function main(): Promise<void> {
  const seedImages = path.join(ROOT_DIR, 'api', 'src', 'db', 'seed', 'images');
  const top = Math.round((HEIGHT - 2 * TILE.height) / 2);
  const tiles = await Promise.all(
    DRAWINGS.map(async (name, index) => ({
      input: await sharp(path.join(seedImages, `${name}.svg`))
        .resize(TILE.width, TILE.height)
        .png()
        .toBuffer(),
      left: (index % 3) * TILE.width,
      top: top + Math.floor(index / 3) * TILE.height,
    })),
  );
  const file = path.join(ROOT_DIR, HOST_DIR, 'public', 'restaurant.jpg');
  await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BACKGROUND } })
    .composite(tiles)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`wrote ${path.relative(ROOT_DIR, file)}`);
}

void main();
