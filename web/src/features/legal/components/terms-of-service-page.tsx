import { MINIMUM_AGE, STARTER_PACK, TOKEN_COST } from '@roomremix/contracts/constants';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { BulletList, LegalDocument, LegalLink, LegalSection, Paragraph, SupportEmailLink } from './legal-document';

/** The terms at `/terms-of-service`. */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for using RoomRemix: minimum age ${MINIMUM_AGE}, acceptable content, tokens and payments, and account suspension.`}
    >
      <LegalSection title="1. About these terms">
        <Paragraph>
          These Terms of Service are an agreement between you and RoomRemix (&ldquo;RoomRemix&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;) about your use of the RoomRemix website and app, which redesigns photos of rooms with
          artificial intelligence (the &ldquo;service&rdquo;). By creating an account or using the service you accept
          these terms. If you do not agree with them, please do not use the service.
        </Paragraph>
      </LegalSection>

      <LegalSection title="2. Who may use RoomRemix">
        <Paragraph>
          You must be at least {MINIMUM_AGE} years old to use RoomRemix. If you are under the age of majority where you
          live, you may use the service only with the permission of a parent or legal guardian, who accepts these terms
          on your behalf. You may not use the service if the law of your country forbids it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="3. Your account">
        <BulletList
          items={[
            'Give accurate information when you register, and keep your e-mail address up to date.',
            'Keep your password secret. You are responsible for everything done with your account, including through your Google sign-in.',
            'Tell us at once if you think someone else has used your account.',
            'One person, one account: accounts may not be shared, sold or transferred.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Tokens and payments">
        <Paragraph>
          Processing an image costs tokens: a standard-quality image costs {TOKEN_COST.standard} token and an HD image
          costs {TOKEN_COST.hd} tokens. The cost is shown before you start a remix and is taken from your balance when
          the remix starts. If a remix fails on our side, its tokens are returned to your balance automatically.
        </Paragraph>
        <BulletList
          items={[
            'You buy token packages on your account page. Card payments are processed by our card payment provider; the price, including any coupon discount, is shown before you pay.',
            `The Starter Pack (${STARTER_PACK.tokenAmount} tokens for $${STARTER_PACK.price}) can be claimed once per account.`,
            'Tokens are non-transferable: they are tied to your account and cannot be sold, given or moved to another account, and they have no cash value.',
            'Tokens expire at our discretion. We may set or change an expiry period for unused tokens; the period in force applies to tokens from the time it is announced.',
            'Coupons are valid only as stated, cannot be exchanged for cash, and may be withdrawn at any time.',
          ]}
        />
        <Paragraph>
          All purchases are final. Our <LegalLink to={ROUTE_PATHS.refundPolicy}>Refund Policy</LegalLink> explains how
          we handle technical and billing errors.
        </Paragraph>
      </LegalSection>

      <LegalSection title="5. Your images and results">
        <Paragraph>
          You keep all rights in the photos, reference images and instructions you upload. You give us permission to
          store and process them, including by sending them to our AI image provider, only as far as needed to run the
          service for you. You confirm that you own your uploads or have permission to use them, and that they do not
          show other people without their consent.
        </Paragraph>
        <Paragraph>
          You may use the images the service produces for you for personal and commercial purposes, subject to these
          terms and the law. Results are generated automatically and may not be unique: another user may receive a
          similar image.
        </Paragraph>
      </LegalSection>

      <LegalSection title="6. Prohibited content and conduct">
        <Paragraph>You may not upload, request or create content that is:</Paragraph>
        <BulletList
          items={[
            'illegal, or that promotes illegal activity;',
            'sexually explicit or otherwise not safe for work (NSFW);',
            'hateful, harassing or discriminatory towards people or groups;',
            'dangerous, such as content that encourages violence, self-harm or the making of weapons;',
            'in breach of the usage policies of the AI provider that processes the images, which apply to every request;',
            "infringing someone else's copyright, trademark, privacy or other rights.",
          ]}
        />
        <Paragraph>
          You may also not try to get around token charges or rate limits, interfere with or overload the service,
          access other users&apos; data, or copy or scrape the service by automated means.
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. AI results are not professional advice">
        <Paragraph>
          Redesigned images are visual suggestions made by an AI model. They may contain errors, and they do not check
          whether a change is structurally sound, safe, permitted or affordable. Consult a qualified professional before
          you build or renovate.
        </Paragraph>
      </LegalSection>

      <LegalSection title="8. Suspension and termination">
        <Paragraph>
          We may suspend or terminate an account that violates these terms, for example by uploading prohibited content
          or abusing payments, and we may remove the content concerned. Where the law allows, tokens left in an account
          terminated for a violation are forfeited. You may stop using RoomRemix at any time and ask us to delete your
          account.
        </Paragraph>
      </LegalSection>

      <LegalSection title="9. Availability and changes to the service">
        <Paragraph>
          We work to keep RoomRemix available, but we do not promise that it will always be available or free of errors.
          We may change, add or remove features, and we may pause the service for maintenance.
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Liability">
        <Paragraph>
          The service is provided &ldquo;as is&rdquo;. To the extent the law allows, RoomRemix is not liable for
          indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the
          twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law, or your
          rights as a consumer.
        </Paragraph>
      </LegalSection>

      <LegalSection title="11. Changes to these terms">
        <Paragraph>
          We may update these terms. The effective date at the top shows when they last changed; for important changes
          we will tell you by e-mail or in the app before they apply. If you keep using RoomRemix after a change
          applies, you accept the new terms.
        </Paragraph>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Paragraph>
          Questions about these terms? Write to <SupportEmailLink />. How we handle your data is described in our{' '}
          <LegalLink to={ROUTE_PATHS.privacyPolicy}>Privacy Policy</LegalLink>.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
