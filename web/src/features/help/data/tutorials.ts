/** A Help Center tutorial: videos are not produced yet, so each comes as written steps. */
export interface Tutorial {
  id: string;
  title: string;
  summary: string;
  steps: string[];
}

/** The Help Center's four tutorials. */
export const TUTORIALS: Tutorial[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Create your account, get tokens and make your first remix.',
    steps: [
      'Click Sign In at the top of the page and register with a username and password, or with your Google account.',
      'Claim the Starter Pack offered at the top of the remix studio, where you land after registering, or buy a token package under Buy Tokens in My Account.',
      'On the home page, upload a clear photo of your room as the base image: browse for it, drop it on the page, or paste an image you copied.',
      'Add at least one design input: reference images, a room style, a colour scheme or your own instructions.',
      'Click Start Remix and follow the progress. When the result appears, drag the divider to compare before and after, then download it.',
    ],
  },
  {
    id: 'advanced-material-transfer',
    title: 'Advanced Material Transfer',
    summary: 'Put the exact floor, wall or fabric from a reference photo into your room.',
    steps: [
      'Photograph or find a close, evenly lit picture of the material, filling most of the frame, for example a wooden floor or a marble slab.',
      'Add it as a reference image. You can add up to 10 references, one per material.',
      'Open the reference image labels, choose the material type and say where it goes, for example "floor: wide oak planks, matte".',
      'Keep Preserve structure on so walls, windows and furniture stay in place while the surfaces change.',
      'Start with a subtle or moderate intensity, compare the result, and remix the result again to refine it.',
    ],
  },
  {
    id: 'creating-perfect-room-styles',
    title: 'Creating Perfect Room Styles',
    summary: 'Use room styles, intensity and colour schemes to restyle a whole room.',
    steps: [
      'Choose a room style, such as Scandinavian or Industrial, or Custom to describe your own.',
      'Set the style intensity: subtle keeps most of the room, dramatic changes furniture, colours and decor.',
      'Add a colour scheme, for example "warm white, sage green and natural oak", to steer the palette.',
      'Use HD quality under Advanced options for the final version you want to keep or print.',
      'Try the same photo with two or three styles and compare them in My Results.',
    ],
  },
  {
    id: 'writing-effective-text-prompts',
    title: 'Writing Effective Text Prompts',
    summary: 'Tell the AI exactly what to change, and what to keep.',
    steps: [
      'Name the object and the change: "replace the sofa with a low grey linen sofa" works better than "make it nicer".',
      'Say what must stay: "keep the window, the fireplace and the ceiling beams".',
      'Describe materials, colours and light in plain words: "matte black handles, soft evening light".',
      'Ask for one or two changes per remix; for more, remix the result again.',
      'Leave out people, brands and text in the image: they are not needed and may be refused.',
    ],
  },
];
