import {
  backWallPattern,
  backWindow,
  carpetFloor,
  type Finish,
  lighting,
  paint,
  room,
  shadow,
  svgDocument,
  tiledFloor,
  woodFloor,
} from './scene';

/** One example of the landing page: its file name stem and the before and after scenes as SVG. */
export interface ExampleScene {
  id: string;
  before: string;
  after: string;
}

interface SofaLook {
  frame: string;
  cushion: string;
  legs: string;
}

/** A three-seat sofa standing against the back wall, seen from the front. */
function modernSofa(x: number, look: SofaLook, finish: Finish): string {
  return `
  ${shadow(x + 150, 604, 170, 16, finish)}
  <rect x="${x + 12}" y="592" width="8" height="14" ${paint(look.legs, finish)}/>
  <rect x="${x + 280}" y="592" width="8" height="14" ${paint(look.legs, finish)}/>
  <rect x="${x + 10}" y="440" width="280" height="92" rx="14" ${paint(look.frame, finish)}/>
  <rect x="${x}" y="520" width="300" height="74" rx="10" ${paint(look.frame, finish)}/>
  <rect x="${x + 22}" y="500" width="84" height="34" rx="9" ${paint(look.cushion, finish)}/>
  <rect x="${x + 108}" y="500" width="84" height="34" rx="9" ${paint(look.cushion, finish)}/>
  <rect x="${x + 194}" y="500" width="84" height="34" rx="9" ${paint(look.cushion, finish)}/>
  <rect x="${x - 8}" y="486" width="30" height="108" rx="8" ${paint(look.frame, finish)}/>
  <rect x="${x + 278}" y="486" width="30" height="108" rx="8" ${paint(look.frame, finish)}/>
  <rect x="${x + 36}" y="462" width="58" height="44" rx="12" transform="rotate(-8 ${x + 65} 484)" ${paint('#e9dcc3', finish)}/>`;
}

/** A bulky, dated sofa with rolled arms and a skirt. */
function oldSofa(x: number, finish: Finish): string {
  return `
  ${shadow(x + 160, 606, 185, 18, finish)}
  <rect x="${x + 16}" y="430" width="288" height="110" rx="30" ${paint('#5d3f2c', finish)}/>
  <rect x="${x}" y="516" width="320" height="88" rx="12" ${paint('#6b4a35', finish)}/>
  <rect x="${x + 4}" y="580" width="312" height="24" ${paint('#54382a', finish)}/>
  <rect x="${x + 40}" y="498" width="118" height="42" rx="14" ${paint('#7a5640', finish)}/>
  <rect x="${x + 162}" y="498" width="118" height="42" rx="14" ${paint('#7a5640', finish)}/>
  <rect x="${x - 26}" y="474" width="64" height="130" rx="30" ${paint('#664632', finish)}/>
  <rect x="${x + 282}" y="474" width="64" height="130" rx="30" ${paint('#664632', finish)}/>
  <circle cx="${x + 6}" cy="492" r="24" ${paint('#704d37', finish)}/>
  <circle cx="${x + 314}" cy="492" r="24" ${paint('#704d37', finish)}/>`;
}

/** A boxy armchair on the left, angled towards the room. */
function oldArmchair(finish: Finish): string {
  return `
  ${shadow(225, 700, 110, 18, finish)}
  <rect x="130" y="540" width="190" height="120" rx="16" ${paint('#7a3b3b', finish)}/>
  <rect x="120" y="610" width="210" height="86" rx="10" ${paint('#874545', finish)}/>
  <rect x="104" y="590" width="44" height="110" rx="14" ${paint('#6e3434', finish)}/>
  <rect x="302" y="590" width="44" height="110" rx="14" ${paint('#6e3434', finish)}/>
  <rect x="152" y="600" width="150" height="34" rx="10" ${paint('#955252', finish)}/>`;
}

/** A floor lamp with a pleated shade. */
function oldLamp(x: number, finish: Finish): string {
  return `
  <rect x="${x - 3}" y="420" width="6" height="178" ${paint('#8a7a5a', finish)}/>
  <ellipse cx="${x}" cy="600" rx="26" ry="7" ${paint('#6c5e44', finish)}/>
  <polygon points="${x - 34},430 ${x + 34},430 ${x + 22},372 ${x - 22},372" ${paint('#efe0b9', finish)}/>
  <g stroke="#cdbb8e" stroke-width="2">${[-20, -10, 0, 10, 20].map((dx) => `<line x1="${x + dx * 1.4}" y1="430" x2="${x + dx}" y2="372"/>`).join('')}</g>`;
}

/** A black arc lamp reaching over the sofa. */
function arcLamp(x: number, finish: Finish): string {
  return `
  <path d="M${x} 600 C ${x - 10} 380, ${x + 120} 300, ${x + 190} 360" fill="none" stroke="${finish === 'clay' ? '#4b4b48' : '#1f1f1f'}" stroke-width="6"/>
  <ellipse cx="${x}" cy="602" rx="24" ry="7" ${paint('#1f1f1f', finish)}/>
  <path d="M${x + 160} 360 a32 26 0 0 1 64 0z" ${paint('#1f1f1f', finish)}/>
  ${finish === 'photo' ? `<ellipse cx="${x + 192}" cy="372" rx="70" ry="24" fill="#fff3cf" opacity="0.35"/>` : ''}`;
}

/** A round oak coffee table on a round rug, in front of the sofa. */
function roundTableAndRug(finish: Finish): string {
  return `
  <ellipse cx="640" cy="690" rx="300" ry="70" ${paint('#d8cfc0', finish)}/>
  ${finish === 'photo' ? '<ellipse cx="640" cy="690" rx="300" ry="70" fill="#d8cfc0" filter="url(#grain)"/>' : ''}
  ${shadow(640, 706, 110, 16, finish)}
  <rect x="600" y="660" width="12" height="44" ${paint('#8c5f38', finish)}/>
  <rect x="668" y="660" width="12" height="44" ${paint('#8c5f38', finish)}/>
  <ellipse cx="640" cy="660" rx="112" ry="26" ${paint('#b98552', finish)}/>
  <ellipse cx="640" cy="655" rx="112" ry="24" ${paint('#c99461', finish)}/>
  <rect x="612" y="628" width="22" height="26" rx="4" ${paint('#f1f1ee', finish)}/>
  <ellipse cx="664" cy="650" rx="26" ry="6" ${paint('#3c5d74', finish)}/>`;
}

/** A small dark coffee table. */
function oldCoffeeTable(finish: Finish): string {
  return `
  ${shadow(650, 712, 140, 14, finish)}
  <rect x="530" y="650" width="240" height="20" ${paint('#3e2a1d', finish)}/>
  <rect x="540" y="670" width="16" height="42" ${paint('#33231a', finish)}/>
  <rect x="744" y="670" width="16" height="42" ${paint('#33231a', finish)}/>
  <rect x="600" y="632" width="70" height="18" ${paint('#8a6d4b', finish)}/>`;
}

/** A leafy plant in a white pot. */
function plant(x: number, y: number, finish: Finish): string {
  const leaf = (angle: number, length: number) =>
    `<ellipse cx="${x}" cy="${y - length / 2}" rx="${length / 7}" ry="${length / 2}" transform="rotate(${angle} ${x} ${y})" ${paint(angle % 20 === 0 ? '#3f7a46' : '#4f8f52', finish)}/>`;
  return `
  ${shadow(x, y + 74, 46, 10, finish)}
  ${[-60, -40, -20, 0, 15, 35, 55].map((angle, index) => leaf(angle, 130 + (index % 3) * 22)).join('')}
  <path d="M${x - 36} ${y} h72 l-10 76 h-52z" ${paint('#f2efe9', finish)}/>`;
}

/** A framed picture on the back wall. */
function picture(x: number, y: number, finish: Finish): string {
  return `
  <rect x="${x}" y="${y}" width="120" height="86" ${paint('#2e2e2e', finish)}/>
  <rect x="${x + 8}" y="${y + 8}" width="104" height="70" ${paint('#d9c7a4', finish)}/>
  ${finish === 'photo' ? `<path d="M${x + 8} ${y + 60} l30 -24 l26 18 l20 -12 l28 18 v18 h-104z" fill="#7f9c8a"/><circle cx="${x + 84}" cy="${y + 26}" r="8" fill="#e8b34c"/>` : ''}`;
}

const LIVING_ROOM = {
  ceiling: '#f4f1ea',
  backWall: '#e8e2d6',
  sideWall: '#e2dbcd',
  floor: '#b9ab95',
  baseboard: '#f7f5f0',
};

const sofaGrey: SofaLook = { frame: '#7d8793', cushion: '#8e98a3', legs: '#3b3b3b' };

/** Material Replacement: worn carpet and plain paint become oak planks and an exposed-brick wall. */
function materialReplacement(): ExampleScene {
  const common = (floor: string, wall: string) =>
    svgDocument(`
    ${room(LIVING_ROOM, 'photo')}
    ${wall}
    ${floor}
    ${backWindow(370, 210, 170, 200, 'photo')}
    ${modernSofa(590, sofaGrey, 'photo')}
    ${oldCoffeeTable('photo')}
    ${plant(960, 600, 'photo')}
    ${lighting('photo')}`);
  return {
    id: 'material-replacement',
    before: common(carpetFloor('#b7aa92'), ''),
    after: common(woodFloor('#b07a45', '#6f4522', 'photo'), backWallPattern('brick')),
  };
}

/** Kitchen Style Update: a dated oak-and-beige kitchen becomes navy and white with brass and pendants. */
function kitchenStyleUpdate(): ExampleScene {
  const kitchen = (look: {
    wall: string;
    upper: string;
    lower: string;
    counter: string;
    handle: string;
    splash: string;
    floor: string;
    panels: boolean;
    pendants: boolean;
  }) => {
    const doors = (x0: number, y: number, width: number, height: number, count: number, colour: string) =>
      Array.from({ length: count }, (_, index) => {
        const x = x0 + (index * width) / count;
        const w = width / count;
        const panel = look.panels
          ? `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${height - 20}" rx="6" fill="none" stroke="#8a5f30" stroke-width="3"/>`
          : '';
        const handle = `<rect x="${x + (index % 2 === 0 ? w - 16 : 8)}" y="${y + (y < 300 ? height - 40 : 12)}" width="6" height="28" rx="3" fill="${look.handle}"/>`;
        return `<rect x="${x + 2}" y="${y}" width="${w - 4}" height="${height}" fill="${colour}" stroke="#00000022"/>${panel}${handle}`;
      }).join('');
    const pendants = look.pendants
      ? [470, 730]
          .map(
            (x) =>
              `<line x1="${x}" y1="140" x2="${x}" y2="250" stroke="#2b2b2b" stroke-width="2"/><path d="M${x - 34} 290 a34 40 0 0 1 68 0z" fill="#c9a24a"/><ellipse cx="${x}" cy="292" rx="40" ry="10" fill="#fff3cf" opacity="0.8"/>`,
          )
          .join('')
      : '<rect x="520" y="146" width="160" height="14" rx="4" fill="#f7f7f0" stroke="#cfcfc4"/>';
    return svgDocument(`
    ${room({ ceiling: '#f5f2ea', backWall: look.wall, sideWall: look.wall, floor: '#ccc', baseboard: '#f4f2ec' }, 'photo')}
    ${look.floor}
    <rect x="300" y="330" width="600" height="120" fill="${look.splash}"/>
    ${backWindow(530, 196, 140, 120, 'photo')}
    ${doors(304, 176, 200, 140, 2, look.upper)}
    ${doors(696, 176, 200, 140, 2, look.upper)}
    ${doors(300, 460, 600, 100, 6, look.lower)}
    <rect x="292" y="444" width="616" height="18" fill="${look.counter}" stroke="#00000022"/>
    <rect x="545" y="446" width="110" height="8" rx="3" fill="#9aa3a8"/>
    <path d="M600 446 v-34 q0 -10 12 -10 h10" fill="none" stroke="#b9bfc3" stroke-width="6"/>
    ${pendants}
    ${lighting('photo')}`);
  };
  return {
    id: 'kitchen-style-update',
    before: kitchen({
      wall: '#eedfa0',
      upper: '#b5834a',
      lower: '#a97841',
      counter: '#d6cbb6',
      handle: '#6b4a25',
      splash: 'url(#beige-tile)',
      floor: tiledFloor('#d9c9a3', '#a8976f'),
      panels: true,
      pendants: false,
    }),
    after: kitchen({
      wall: '#eef0ef',
      upper: '#f6f6f3',
      lower: '#23395b',
      counter: '#f3f2ee',
      handle: '#c9a24a',
      splash: 'url(#subway-tile)',
      floor: woodFloor('#c99a66', '#8d6238', 'photo'),
      panels: false,
      pendants: true,
    }),
  };
}

/** Furniture Replacement: the same room, with a dated sofa set swapped for modern pieces. */
function furnitureReplacement(): ExampleScene {
  const shell = (furniture: string) =>
    svgDocument(`
    ${room({ ...LIVING_ROOM, backWall: '#dcd8d0', sideWall: '#d6d1c7' }, 'photo')}
    ${woodFloor('#a8784e', '#6d4a2b', 'photo')}
    ${backWindow(340, 200, 160, 200, 'photo')}
    ${picture(700, 250, 'photo')}
    ${furniture}
    ${lighting('photo')}`);
  return {
    id: 'furniture-replacement',
    before: shell(`${oldLamp(560, 'photo')}${oldSofa(600, 'photo')}${oldArmchair('photo')}${oldCoffeeTable('photo')}`),
    after: shell(
      `${arcLamp(540, 'photo')}${modernSofa(600, { frame: '#8a9f82', cushion: '#98ad90', legs: '#c49a6c' }, 'photo')}${roundTableAndRug('photo')}${plant(200, 640, 'photo')}`,
    ),
  };
}

/** 3D to Photorealism: a flat grey modelling preview, then the same room with materials, light and shadow. */
function threeDToPhotorealism(): ExampleScene {
  const scene = (finish: Finish) =>
    svgDocument(`
    ${room({ ...LIVING_ROOM, backWall: '#e6ded0', sideWall: '#ddd4c4' }, finish)}
    ${woodFloor('#b5875a', '#7a5230', finish)}
    ${backWindow(360, 200, 180, 210, finish)}
    ${picture(720, 240, finish)}
    ${modernSofa(600, { frame: '#c7b9a3', cushion: '#d4c7b2', legs: '#3b3b3b' }, finish)}
    ${roundTableAndRug(finish)}
    ${plant(1000, 610, finish)}
    ${lighting(finish)}`);
  return { id: '3d-to-photorealism', before: scene('clay'), after: scene('photo') };
}

/** The landing page's four examples, in the page's order. */
export function exampleScenes(): ExampleScene[] {
  return [materialReplacement(), kitchenStyleUpdate(), furnitureReplacement(), threeDToPhotorealism()];
}
