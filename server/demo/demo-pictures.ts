import sharp from 'sharp';

const WIDTH = 800;
const HEIGHT = 520;
const GROUND = 90;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A small deterministic generator (Park–Miller), so each picture's skyline is the same on every seed. */
function seeded(seed: number) {
  let state = (seed % 2147483646) + 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** Lit and unlit windows in rows up a building's face. */
function windows(x: number, top: number, width: number, random: () => number): string {
  let out = '';
  for (let y = top + 14; y < HEIGHT - GROUND - 20; y += 22) {
    for (let wx = x + 10; wx < x + width - 16; wx += 18) {
      const lit = random() < 0.35;
      out += `<rect x="${wx.toFixed(0)}" y="${y.toFixed(0)}" width="9" height="12" fill="hsl(48,90%,${lit ? 78 : 58}%)" fill-opacity="${lit ? 0.95 : 0.35}"/>`;
    }
  }
  return out;
}

/** A skyline of towers in the property's colours, one random draw per picture. */
function skyline(hue: number, random: () => number): string {
  let out = '';
  for (let x = -20; x < WIDTH;) {
    const width = 70 + random() * 110;
    const height = 120 + random() * 230;
    const top = HEIGHT - GROUND - height;
    const colour = `hsl(${((hue + 200 + random() * 40) % 360).toFixed(0)},20%,${(30 + random() * 25).toFixed(0)}%)`;
    out += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${(height + 10).toFixed(0)}" fill="${colour}"/>`;
    out += windows(x, top, width, random);
    x += width + 6 + random() * 30;
  }
  return out;
}

/** What a demo picture shows. */
export interface DemoPictureSpec {
  title: string;
  hue: number;
  /** 0-based: moves the sun, darkens the sky and the ground, and redraws the skyline. */
  shot: number;
  shots: number;
  /** The caption's right-hand text; 'shot / shots' when absent. */
  caption?: string;
}

/**
 * A demo photo of a listing or a portfolio, drawn at seed time (no network): a sky in its own
 * colours, a skyline that differs per shot, and its name with 'shot / shots' (or `caption`) on
 * a caption band. The text needs a font (fontconfig finds DejaVu here); without one librsvg
 * draws no text and the picture still works. JPEG, as a camera's upload would be.
 */
export async function demoPicture({ title, hue, shot, shots, caption = `${shot + 1} / ${shots}` }: DemoPictureSpec): Promise<Buffer> {
  const random = seeded(hue * 7919 + shot * 104729);
  const sky = [`hsl(${hue},55%,${72 - shot * 4}%)`, `hsl(${(hue + 40) % 360},60%,${88 - shot * 3}%)`];
  const titleSize = Math.min(30, Math.floor(1250 / Math.max(title.length, 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${120 + shot * 140}" cy="${90 + shot * 10}" r="38" fill="hsl(45,100%,92%)" fill-opacity="0.8"/>
${skyline(hue, random)}
<rect y="${HEIGHT - GROUND}" width="${WIDTH}" height="${GROUND}" fill="hsl(${(hue + 180) % 360},18%,${30 + shot * 3}%)"/>
<rect y="${HEIGHT - 74}" width="${WIDTH}" height="60" fill="#000" fill-opacity="0.35"/>
<text x="28" y="${HEIGHT - 36}" font-size="${titleSize}" font-weight="bold" font-family="DejaVu Sans, sans-serif" fill="#fff">${escapeXml(title)}</text>
<text x="${WIDTH - 28}" y="${HEIGHT - 36}" font-size="18" text-anchor="end" font-family="DejaVu Sans, sans-serif" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
