import { MINIMUM_AGE } from '@roomremix/contracts/constants';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { BulletList, LegalDocument, LegalLink, LegalSection, Paragraph, SupportEmailLink } from './legal-document';

/** The privacy policy at `/privacy-policy`. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What data RoomRemix collects (account, login, payment, images, logs), why, who processes it, how long we keep it and your rights."
    >
      <LegalSection title="1. Who we are">
        <Paragraph>
          RoomRemix redesigns photos of rooms with artificial intelligence. This policy explains what personal data we
          collect when you use the RoomRemix website and app, why we collect it, and the choices you have. RoomRemix is
          responsible for that data.
        </Paragraph>
      </LegalSection>

      <LegalSection title="2. Data we collect">
        <BulletList
          items={[
            <>
              <strong>E-mail address</strong>, together with your username and, if you give it, your full name, to run
              your account and to contact you about it.
            </>,
            <>
              <strong>Login credentials.</strong> Your password is held by our authentication provider in hashed form;
              we never see it in plain text. If you sign in with Google we receive your name, e-mail address, Google
              account id and profile picture.
            </>,
            <>
              <strong>Payment details</strong>, handled by our card payment provider. Your card number goes directly to
              that provider and is never stored by us; we keep a record of each purchase (package, tokens, price, date
              and the provider&apos;s payment reference).
            </>,
            <>
              <strong>Uploaded images and metadata</strong>: the room photos and reference images you upload, your
              labels, instructions and settings, the images the service creates, and data about them such as file size
              and creation time. We remove embedded metadata, such as camera location, from uploads when we process
              them.
            </>,
            <>
              <strong>Logs and analytics</strong>: your IP address, browser type, the pages and features you use,
              request and error logs, and your token balance history, to keep the service secure and working and to
              understand how it is used.
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection title="3. How we use your data">
        <BulletList
          items={[
            'to create your account, sign you in and keep you signed in;',
            'to process your images and show, store and let you download your results;',
            'to sell you tokens, keep your balance and purchase history, and handle billing questions;',
            'to answer your support requests;',
            'to protect the service and our users, for example against fraud, abuse and overload;',
            'to meet our legal obligations, such as keeping accounting records.',
          ]}
        />
        <Paragraph>
          We process your data to perform our agreement with you, to comply with the law, and for our legitimate
          interest in running a secure and reliable service. We do not sell your personal data, and we do not use your
          images to train AI models of our own.
        </Paragraph>
      </LegalSection>

      <LegalSection title="4. Who processes your data for us">
        <Paragraph>We share data only with service providers that need it to run RoomRemix for you:</Paragraph>
        <BulletList
          items={[
            'our hosting and cloud provider, which stores the app, your account data and your images;',
            'our authentication provider, which holds your login credentials;',
            'our card payment provider, which processes your payments;',
            'our AI image provider, which receives the images and instructions of each remix to create the result and handles them under its own terms and privacy policy.',
          ]}
        />
        <Paragraph>
          We may also disclose data when the law requires it. Some providers process data outside your country; where
          they do, we rely on the safeguards the law requires for such transfers.
        </Paragraph>
      </LegalSection>

      <LegalSection title="5. Cookies and local storage">
        <Paragraph>
          We use one cookie, which keeps you signed in and is needed for the app to work. We do not use advertising
          cookies. Your browser&apos;s local storage remembers your remix settings on your device; you can clear it at
          any time in your browser.
        </Paragraph>
      </LegalSection>

      <LegalSection title="6. How long we keep data">
        <Paragraph>
          We keep your account data while your account exists. Your images and results stay until you delete them or
          your account. Purchase records are kept as long as tax and accounting law requires. Logs are kept for a
          limited period and then deleted.
        </Paragraph>
        <Paragraph>
          When you delete your account (My Account, Security tab, Delete account), we delete your profile, your login,
          your results, remix jobs and shared links (their pages stop working), every image you uploaded or made, and
          your sessions; your username and e-mail address can then be registered again. Tokens left in the account are
          forfeited. We keep only your purchases and your token history, as anonymous accounting records: they are moved
          to a random identifier and no longer carry your name, username or e-mail address.
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. Security">
        <Paragraph>
          Data travels over encrypted connections. Your images are private to your account: the app shows them only to
          you through links that expire, unless you share a result. A share link shows, to anyone who has it, the remix
          and (unless you share the result only) your original photo, with the result's title, style and date; never
          your name, e-mail, instructions, reference images or other results. Turning the link off under Account →
          Shared links, or deleting the result, stops it at once. Access to our systems is limited to the people and
          services that need it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="8. Your rights">
        <Paragraph>
          Depending on where you live, you may have the right to access the data we hold about you, to correct it, to
          delete it, to receive a copy of it, and to object to or restrict some uses of it. You can download a copy of
          your data (a ZIP of your profile, token history, purchases, results and images) with Download my data, and
          delete results or your whole account yourself, all in the Security tab of My Account; for anything else, write
          to <SupportEmailLink />. You may also complain to your data protection authority.
        </Paragraph>
      </LegalSection>

      <LegalSection title="9. Children">
        <Paragraph>
          RoomRemix is not meant for children under {MINIMUM_AGE}, and we do not knowingly collect their data. If you
          believe a child under {MINIMUM_AGE} has given us personal data, contact us and we will delete it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <Paragraph>
          We may update this policy. The effective date at the top shows when it last changed, and we will tell you
          about important changes by e-mail or in the app.
        </Paragraph>
      </LegalSection>

      <LegalSection title="11. Contact">
        <Paragraph>
          Questions about your privacy? Write to <SupportEmailLink />. See also our{' '}
          <LegalLink to={ROUTE_PATHS.termsOfService}>Terms of Service</LegalLink>.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
