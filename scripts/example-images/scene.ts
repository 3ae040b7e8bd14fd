/**
 * Building blocks of the landing page's example room scenes: SVG strings in a 1200 × 800 one-point perspective
 * (vanishing point at the middle of the back wall), rendered to WebP by `scripts/generate-example-images.ts`.
 */

/** Width and height of every scene, in SVG units (3:2, like the landing page's comparison frames). */
const SCENE = { width: 1200, height: 800 } as const;

/** The back wall's rectangle; the side walls, ceiling and floor run from the canvas corners to its corners. */
const BACK = { left: 300, top: 140, right: 900, bottom: 560 } as const;

/** Where lines along the floor and walls meet. */
const VANISH = { x: 600, y: 360 } as const;

/** How a scene is drawn: a flat grey 3D-modelling preview, or shaded with textures and light. */
export type Finish = 'clay' | 'photo';

/** Colours of one room; `clay` scenes ignore them and draw every surface grey. */
export interface RoomColours {
  ceiling: string;
  backWall: string;
  sideWall: string;
  floor: string;
  baseboard: string;
}

const CLAY_FILL = '#d9d9d6';
const CLAY_STROKE = 'stroke="#4b4b48" stroke-width="2.5" stroke-linejoin="round"';

/** Where a linear gradient runs, as its x1, y1, x2 and y2 (fractions of the shape's box). */
type Direction = readonly [number, number, number, number];
const DOWNWARDS: Direction = [0, 0, 0, 1];
const RIGHTWARDS: Direction = [0, 0, 1, 0];
const LEFTWARDS: Direction = [1, 0, 0, 0];

/** A gradient of black from opacity `from` to `to` along `direction`, laid over a surface to darken it. */
function shading(id: string, [x1, y1, x2, y2]: Direction, from: number, to: number): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="#000" stop-opacity="${from}"/><stop offset="1" stop-color="#000" stop-opacity="${to}"/>
  </linearGradient>`;
}

/** Shared gradients, patterns and filters every scene may reference. */
export function definitions(): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#9cc9ef"/><stop offset="1" stop-color="#e4f1fb"/>
  </linearGradient>
  <radialGradient id="window-light" cx="0.33" cy="0.38" r="0.75">
    <stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6df" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>
  </radialGradient>
  ${shading('floor-depth', DOWNWARDS, 0.22, 0)}
  ${shading('wall-shade-left', RIGHTWARDS, 0.18, 0.04)}
  ${shading('wall-shade-right', LEFTWARDS, 0.22, 0.06)}
  ${shading('ceiling-shade', DOWNWARDS, 0.12, 0.02)}
  <filter id="soft-shadow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.09"/></feComponentTransfer>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <filter id="wood-grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="3"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.14  0 0 0 0 0.05  0 0 0 -1.1 0.85"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <pattern id="brick" width="80" height="36" patternUnits="userSpaceOnUse">
    <rect width="80" height="36" fill="#a4553b"/>
    <rect x="1" y="1" width="37" height="16" fill="#b8644a"/><rect x="41" y="1" width="38" height="16" fill="#ad5a40"/>
    <rect x="-19" y="19" width="38" height="16" fill="#b35f44"/><rect x="21" y="19" width="38" height="16" fill="#bf6c50"/>
    <rect x="61" y="19" width="38" height="16" fill="#a95a3f"/>
  </pattern>
  <pattern id="subway-tile" width="60" height="30" patternUnits="userSpaceOnUse">
    <rect width="60" height="30" fill="#cfd4d6"/>
    <rect x="1" y="1" width="58" height="13" rx="2" fill="#f7f8f8"/>
    <rect x="-29" y="16" width="58" height="13" rx="2" fill="#f2f4f4"/><rect x="31" y="16" width="58" height="13" rx="2" fill="#f4f5f5"/>
  </pattern>
  <pattern id="beige-tile" width="44" height="44" patternUnits="userSpaceOnUse">
    <rect width="44" height="44" fill="#b8a57e"/><rect x="2" y="2" width="40" height="40" fill="#e3d6b4"/>
    <rect x="8" y="8" width="28" height="28" fill="#dccca5" opacity="0.6"/>
  </pattern>
</defs>`;
}

/** Points of a polygon as SVG expects them. */
function points(list: Array<[number, number]>): string {
  return list.map(([x, y]) => `${x},${y}`).join(' ');
}

/** The floor's polygon: from the canvas's bottom corners to the back wall's. */
const FLOOR = points([
  [0, 800],
  [BACK.left, BACK.bottom],
  [BACK.right, BACK.bottom],
  [1200, 800],
]);

/** Where the line from a point on the canvas bottom edge towards the vanishing point crosses height `y`. */
function alongFloor(bottomX: number, y: number): number {
  return VANISH.x + ((bottomX - VANISH.x) * (y - VANISH.y)) / (SCENE.height - VANISH.y);
}

/** The empty room: ceiling, side walls, back wall, floor and baseboards. */
export function room(colours: RoomColours, finish: Finish): string {
  const fill = (colour: string) => (finish === 'clay' ? CLAY_FILL : colour);
  const stroke = finish === 'clay' ? CLAY_STROKE : '';
  const { left, top, right, bottom } = BACK;
  // The photo finish darkens each surface a little towards the corners with a gradient laid over its colour.
  const shade = (gradientId: string, polygon: string) =>
    finish === 'photo' ? `<polygon points="${polygon}" fill="url(#${gradientId})"/>` : '';
  const ceiling = points([
    [0, 0],
    [1200, 0],
    [right, top],
    [left, top],
  ]);
  const leftWall = points([
    [0, 0],
    [left, top],
    [left, bottom],
    [0, 800],
  ]);
  const rightWall = points([
    [1200, 0],
    [right, top],
    [right, bottom],
    [1200, 800],
  ]);
  return `
  <polygon points="${ceiling}" fill="${fill(colours.ceiling)}" ${stroke}/>
  ${shade('ceiling-shade', ceiling)}
  <polygon points="${leftWall}" fill="${fill(colours.sideWall)}" ${stroke}/>
  ${shade('wall-shade-left', leftWall)}
  <polygon points="${rightWall}" fill="${fill(colours.sideWall)}" ${stroke}/>
  ${shade('wall-shade-right', rightWall)}
  <rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="${fill(colours.backWall)}" ${stroke}/>
  <polygon points="${FLOOR}" fill="${fill(colours.floor)}" ${stroke}/>
  <rect x="${left}" y="${bottom - 14}" width="${right - left}" height="14" fill="${fill(colours.baseboard)}" ${stroke}/>
  <polygon points="${points([
    [0, 776],
    [left, bottom - 14],
    [left, bottom],
    [0, 800],
  ])}" fill="${fill(colours.baseboard)}" ${stroke}/>
  <polygon points="${points([
    [1200, 776],
    [right, bottom - 14],
    [right, bottom],
    [1200, 800],
  ])}" fill="${fill(colours.baseboard)}" ${stroke}/>`;
}

/** A textured surface over the back wall, e.g. an exposed-brick accent wall. */
export function backWallPattern(patternId: string): string {
  const { left, top, right, bottom } = BACK;
  return `<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top - 14}" fill="url(#${patternId})"/>`;
}

/** Floor planks: boards running towards the back wall with staggered joints, plus wood grain. */
export function woodFloor(base: string, seam: string, finish: Finish): string {
  const boards: string[] = [];
  const boardEdges: number[] = [];
  for (let x = -1500; x <= 2700; x += 90) boardEdges.push(x);
  for (const x of boardEdges) {
    boards.push(`<line x1="${x}" y1="800" x2="${alongFloor(x, BACK.bottom).toFixed(1)}" y2="${BACK.bottom}"/>`);
  }
  boardEdges.slice(0, -1).forEach((x, column) => {
    const next = boardEdges[column + 1] ?? x;
    for (let step = 0; step < 4; step += 1) {
      const depth = 1 + (step + (column % 4) / 4) * 0.75;
      const y = VANISH.y + (SCENE.height - VANISH.y) / depth;
      if (y < BACK.bottom || y > 800) continue;
      boards.push(
        `<line x1="${alongFloor(x, y).toFixed(1)}" y1="${y.toFixed(1)}" x2="${alongFloor(next, y).toFixed(1)}" y2="${y.toFixed(1)}"/>`,
      );
    }
  });
  const grain = finish === 'photo' ? `<polygon points="${FLOOR}" fill="#fff" filter="url(#wood-grain)"/>` : '';
  return `
  <polygon points="${FLOOR}" fill="${finish === 'clay' ? CLAY_FILL : base}"/>
  ${grain}
  <clipPath id="wood-floor-clip"><polygon points="${FLOOR}"/></clipPath>
  <g stroke="${finish === 'clay' ? '#4b4b48' : seam}" stroke-width="${finish === 'clay' ? 1.5 : 2}" opacity="0.8" clip-path="url(#wood-floor-clip)">${boards.join('')}</g>
  <polygon points="${FLOOR}" fill="url(#floor-depth)" opacity="${finish === 'photo' ? 1 : 0}"/>`;
}

/** Square floor tiles in perspective. */
export function tiledFloor(base: string, grout: string): string {
  const lines: string[] = [];
  for (let x = -1500; x <= 2700; x += 170) {
    lines.push(`<line x1="${x}" y1="800" x2="${alongFloor(x, BACK.bottom).toFixed(1)}" y2="${BACK.bottom}"/>`);
  }
  for (let depth = 1; depth < 2.2; depth += 0.2) {
    const y = VANISH.y + (SCENE.height - VANISH.y) / depth;
    if (y >= BACK.bottom) lines.push(`<line x1="0" y1="${y.toFixed(1)}" x2="1200" y2="${y.toFixed(1)}"/>`);
  }
  return `
  <polygon points="${FLOOR}" fill="${base}"/>
  <g stroke="${grout}" stroke-width="3" clip-path="url(#floor-clip)">${lines.join('')}</g>
  <clipPath id="floor-clip"><polygon points="${FLOOR}"/></clipPath>
  <polygon points="${FLOOR}" fill="url(#floor-depth)"/>`;
}

/** Wall-to-wall carpet: a flat tone with a fine pile texture. */
export function carpetFloor(colour: string): string {
  return `
  <polygon points="${FLOOR}" fill="${colour}"/>
  <polygon points="${FLOOR}" fill="${colour}" filter="url(#grain)"/>
  <polygon points="${FLOOR}" fill="url(#floor-depth)" opacity="0.7"/>`;
}

/** A window in the back wall with sky, frame and mullions; `photo` adds the light it casts on the floor. */
export function backWindow(x: number, y: number, width: number, height: number, finish: Finish): string {
  const frame = finish === 'clay' ? CLAY_FILL : '#f5f3ee';
  const stroke = finish === 'clay' ? CLAY_STROKE : 'stroke="#c9c4b8" stroke-width="2"';
  const glass = finish === 'clay' ? '#eeeeec' : 'url(#sky)';
  const beam =
    finish === 'photo'
      ? `<polygon points="${points([
          [x, BACK.bottom],
          [x + width, BACK.bottom],
          [x + width * 1.9 - 120, 800],
          [x - 260, 800],
        ])}" fill="#fff6df" opacity="0.22"/>`
      : '';
  return `
  <rect x="${x - 10}" y="${y - 10}" width="${width + 20}" height="${height + 20}" fill="${frame}" ${stroke}/>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${glass}" ${finish === 'clay' ? CLAY_STROKE : ''}/>
  ${finish === 'photo' ? `<path d="M${x + 20} ${y + height * 0.7} q${width * 0.25} -40 ${width * 0.5} -10 t${width * 0.45} -20 v${height * 0.3 + 2} h-${width * 0.95}z" fill="#8fb58a" opacity="0.85"/>` : ''}
  <rect x="${x + width / 2 - 4}" y="${y}" width="8" height="${height}" fill="${frame}"/>
  <rect x="${x}" y="${y + height * 0.45 - 4}" width="${width}" height="8" fill="${frame}"/>
  <rect x="${x - 18}" y="${y + height + 8}" width="${width + 36}" height="12" fill="${frame}" ${stroke}/>
  ${beam}`;
}

/** A soft contact shadow under furniture (photo finish only). */
export function shadow(cx: number, cy: number, rx: number, ry: number, finish: Finish): string {
  return finish === 'photo'
    ? `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.28" filter="url(#soft-shadow)"/>`
    : '';
}

/** The photo finish's warm light from the window and darker corners. */
export function lighting(finish: Finish): string {
  return finish === 'photo'
    ? `<rect width="1200" height="800" fill="url(#window-light)"/><rect width="1200" height="800" fill="url(#vignette)"/>`
    : '';
}

/** A complete SVG document of the given body. */
export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}" viewBox="0 0 ${SCENE.width} ${SCENE.height}">${definitions()}${body}</svg>`;
}

/** Fill and outline attributes for a furniture part: its colour in photo finish, grey with an outline in clay. */
export function paint(colour: string, finish: Finish): string {
  return finish === 'clay' ? `fill="${CLAY_FILL}" ${CLAY_STROKE}` : `fill="${colour}"`;
}
