import { SUPPORT_REPLY_HOURS } from '@roomremix/contracts/constants';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { BulletList, LegalDocument, LegalLink, LegalSection, Paragraph, SupportEmailLink } from './legal-document';

/** The refund policy at `/refund-policy`. */
export function RefundPolicyPage() {
  return (
    <LegalDocument
      title="Refund Policy"
      description="RoomRemix token purchases are final; technical and billing errors are reviewed case by case. How to report a problem."
    >
      <LegalSection title="1. All purchases are final">
        <Paragraph>
          Tokens are delivered to your account as soon as your payment succeeds, so all purchases of tokens, token
          packages and the Starter Pack are final. In particular, we do not give refunds for:
        </Paragraph>
        <BulletList
          items={[
            'unused tokens, including tokens left in an account you no longer use;',
            'dissatisfaction with a result: AI results vary, and each remix uses processing whether or not you like the outcome;',
            'purchases made by mistake, such as buying a larger package than you meant to.',
          ]}
        />
      </LegalSection>

      <LegalSection title="2. Failed remixes">
        <Paragraph>
          If a remix fails because of a problem on our side, for example the image could not be generated, the tokens it
          cost are returned to your balance automatically. You do not need to ask for this.
        </Paragraph>
      </LegalSection>

      <LegalSection title="3. Technical or billing errors">
        <Paragraph>
          Technical or billing errors are reviewed case by case. Examples are being charged twice for one purchase, or
          being charged without the tokens reaching your account. Write to <SupportEmailLink /> with your username, the
          date and amount of the charge and, if you have it, the payment receipt. We answer within {SUPPORT_REPLY_HOURS}{' '}
          hours. Where we find an error on our side, we add the missing tokens or refund the charge to the card you paid
          with.
        </Paragraph>
      </LegalSection>

      <LegalSection title="4. Payment disputes">
        <Paragraph>
          Please contact us before you dispute a charge with your bank; most problems can be solved quickly. While a
          dispute is open, we may pause the account concerned.
        </Paragraph>
      </LegalSection>

      <LegalSection title="5. Your legal rights">
        <Paragraph>
          Nothing in this policy limits rights you have under the consumer law of your country that cannot be excluded
          by agreement. This policy is part of our{' '}
          <LegalLink to={ROUTE_PATHS.termsOfService}>Terms of Service</LegalLink>.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
