import { ORIGINAL_BY_QR_LINES } from '@roomremix/contracts/disclosure';
import {
  QUALITY_LONG_EDGE,
  STARTER_PACK,
  SUPPORT_REPLY_HOURS,
  TOKEN_COST,
  TRANSFORMATION_CLAIM_SECONDS,
  upscaleCost,
} from '@roomremix/contracts/constants';

/** A question of the Help Center's FAQ. */
export interface FaqItem {
  question: string;
  answer: string;
}

// The upload limits, room styles, material types and a listing's photo limit below are written out rather than imported: their modules in
// contracts build zod schemas, which would add about 25 KB gzip to this page. faq-items.test.ts keeps them in step.

/** The Help Center's questions and answers, searched on both. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What is RoomRemix?',
    answer:
      'RoomRemix redesigns rooms from a photo. You upload a picture of your room, add reference images of materials or rooms you like, choose a style or write instructions, and get back an AI-generated image of your redesigned room.',
  },
  {
    question: 'How do tokens work?',
    answer: `Every remix is paid with tokens from your balance: a standard-quality image costs ${TOKEN_COST.standard} token and an HD image costs ${TOKEN_COST.hd} tokens. The cost is shown on the Start Remix button, and your balance is shown in the header. Buy more tokens in My Account under Buy Tokens.`,
  },
  {
    question: 'What is the difference between standard and HD quality?',
    answer: `HD images are larger and more detailed, which suits close-up views; they cost ${TOKEN_COST.hd} tokens instead of ${TOKEN_COST.standard}. Choose the quality under Advanced options in the remix form. Standard quality is the default; Ultra 4K is larger still.`,
  },
  {
    question: 'Is every remix made by AI?',
    answer:
      'Only where the installation runs an AI image engine (OpenAI or Google Gemini). An installation without one runs the local engine: a colour grade that recolours your photo toward the room style, colour scheme and references you pick. It adds no furniture, removes nothing unless you paint it, and does not read written instructions. Where it runs, the home page, Buy Tokens and the top of the remix studio say so in one line before you pay, the remix form says what it will do, and each of its results is labelled Local engine.',
  },
  {
    question: 'What is Ultra 4K, and what does upscaling a result do?',
    answer: `Ultra 4K makes an image of ${QUALITY_LONG_EDGE.ultra} pixels on its long edge, for print, for ${TOKEN_COST.ultra} tokens. Where the engine draws smaller than that, the image is enlarged to ${QUALITY_LONG_EDGE.ultra} pixels and the remix form and the result say so. You can also upscale a result you already have from its card: "Upscale to 4K" makes an Ultra copy for the difference, ${upscaleCost('standard')} tokens from a standard image and ${upscaleCost('hd')} from an HD one, and keeps the original.`,
  },
  {
    question: 'How do listings and their disclosure work?',
    answer: `A listing holds up to 30 photos of one property. Stage them in one batch: the first photo is staged first and every other photo is furnished to match it, for one payment of the photos times the quality's tokens, refunded per photo that fails. Pick the disclosure rule you publish under: your MLS or state (California AB 723, CRMLS, SDMLS, MLS Now) or a plain label, a label with a link to the originals, or a caption only. Each photo then says what was done to it ("Virtually staged" only where furniture was added, otherwise "Virtually decluttered", "Virtually emptied" or "Digitally altered"), on the photo where the rule allows a mark and in the captions of the export. Where the rule asks for a link, the mark also carries a QR code to the originals page, with "${ORIGINAL_BY_QR_LINES.join(' ')}" beside it. The originals page shows each staged photo beside its original. You pay once for each photo and look: staging the listing again charges only the photos without a take of those settings, changing only the disclosure re-labels the photos for free, and staging photos again on purpose asks first, naming them and the cost. A photo keeps its earlier takes, which you can view and delete on the listing; listing photos are kept with their listing, not in My Results.`,
  },
  {
    question: 'What is the Starter Pack?',
    answer: `The Starter Pack gives you ${STARTER_PACK.tokenAmount} tokens for $${STARTER_PACK.price} so you can try RoomRemix. Each account can claim it once: a new account is offered it at the top of the remix studio, where it lands after registering, and it is also on the Buy Tokens tab of My Account. Once claimed it shows there as Starter Pack Purchased, with Start a remix to go back to the studio.`,
  },
  {
    question: 'How do I pay, and is my card information safe?',
    answer:
      'Choose a token package in My Account, click Purchase, and pay by card in the payment dialog. Payments are processed by our card payment provider: your card number goes straight to them and is never stored by RoomRemix. The tokens are added as soon as the payment succeeds.',
  },
  {
    question: 'How do I use a coupon code?',
    answer:
      'When you buy tokens in My Account, type your code in the coupon field and click Apply. The discount is shown before you pay. Click Remove to take the coupon off again. A code that has expired or been used up is refused with a message saying why.',
  },
  {
    question: 'What are reference images and how many can I add?',
    answer:
      'Reference images show the look you want: a photo of a material such as oak planks or marble, or of a room whose style you like. You can add up to 10 reference images to a remix, next to your one base image. Each file may be PNG, JPG or WEBP and at most 25 MB.',
  },
  {
    question: 'How do I label reference images?',
    answer:
      'When you have added reference images, open the reference image labels section. For each image choose a material type (wood, metal, fabric, stone, glass, plastic, ceramic, leather, concrete, marble, brick, paper, rubber or other) and describe where it goes, for example "floor: light oak planks". Labels tell the AI which part of the room each reference is for.',
  },
  {
    question: 'Which room styles can I choose?',
    answer:
      'Pick one of twelve styles: Modern, Minimalist, Scandinavian, Industrial, Mid-Century, Bohemian, Farmhouse, Coastal, Traditional, Contemporary, Rustic or Art Deco. Choose Maintain Current Style to keep the room as it is, or Custom to describe your own style. With a style chosen, set the intensity to subtle, moderate or dramatic.',
  },
  {
    question: 'What makes a good room photo?',
    answer:
      'Use a photo of at least 1080 x 1080 pixels, taken in good light from a straight angle, without extreme shadows or reflections. Show the whole area you want to change. Keep Preserve structure on if walls, windows and doors should stay where they are.',
  },
  {
    question: 'How long does a remix take?',
    answer: `Most remixes are ready in under ${TRANSFORMATION_CLAIM_SECONDS} seconds. You see each stage while you wait (uploading, queued, generating, saving). At busy times it can take a few minutes; you can leave the page open and the result appears when it is done.`,
  },
  {
    question: 'Can I get a refund?',
    answer:
      'All purchases are final: there are no refunds for unused tokens, for results you are not happy with, or for purchases made by mistake. Technical or billing errors, such as a double charge, are reviewed case by case; contact support. If a remix fails on our side, its tokens are returned to your balance automatically.',
  },
  {
    question: 'Where are my results, and can I delete them?',
    answer:
      'Every result is saved to your account. Your four newest appear under Your Previous Results on the home page, and all of them are in My Account under My Results, where you can view the details, download the image or delete a result. Deleting removes the result and its images from our storage.',
  },
  {
    question: 'How do I download my data or delete my account?',
    answer:
      'Both are in My Account under Security. Download my data gives you a ZIP with your profile, token history, purchases, results (settings, dates and titles) and every image you uploaded or made. Delete account asks for your username and password (Google accounts sign in with Google again first) and names the tokens you will forfeit. It deletes your profile, results, shared links and images, and frees your username and e-mail address. Your purchases and token history are kept only as anonymous accounting records, without your name, username or e-mail address.',
  },
  {
    question: 'Are my photos private?',
    answer:
      'Yes. Your uploads and results are visible only to you, through links that expire, until you share a result: its link shows the remix and, unless you choose "Share the result only", your original photo, with the title, style and date (never your name, e-mail or instructions), to anyone who has it, until you turn it off under Account → Shared links. We send the images of a remix to our AI image provider only to create that result, we remove embedded metadata such as camera location, and we never sell your data. See the Privacy Policy for details.',
  },
  {
    question: 'Can I transfer tokens, and do they expire?',
    answer:
      'Tokens belong to your account and cannot be transferred to another account or exchanged for money. Under our Terms of Service tokens expire at our discretion; the expiry period in force is announced before it applies.',
  },
  {
    question: 'Why was my remix refused or did it fail?',
    answer:
      'A remix needs a base image and at least one design input: reference images, a room style, a colour scheme or instructions. It is refused if you do not have enough tokens (buy more under Buy Tokens) or if the content breaks our Terms of Service. If generation fails, the tokens are refunded and you can try again.',
  },
  {
    question: 'I forgot my password. How do I get back in?',
    answer:
      'On the sign-in page, click Forgot password? under the Login form and enter the e-mail address of your account. We e-mail you a link; open it, choose a new password of at least 6 characters, and you are signed in. Every other device signed in to your account is signed out. If your account signs in with Google, use Sign in with Google instead: it has no password to reset.',
  },
  {
    question: 'How do I change my password or sign out of other devices?',
    answer:
      'In My Account, open the Security tab. Change password asks for your current password and a new one; your other devices are then signed out, and this one stays signed in. Sign out everywhere ends every session of your account, this one included. Logout signs out only the browser you use.',
  },
  {
    question: 'How do I contact support?',
    answer: `Use Email Support on the Contact tab of this Help Center. We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  },
];

/** The items whose question or answer contains `term`, ignoring case; every item for a blank term. */
export function searchFaq(items: FaqItem[], term: string): FaqItem[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter(
    (item) => item.question.toLocaleLowerCase().includes(needle) || item.answer.toLocaleLowerCase().includes(needle),
  );
}
