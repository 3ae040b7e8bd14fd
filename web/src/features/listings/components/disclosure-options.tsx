import { type DisclosureRule, disclosureOf } from '@roomremix/contracts/disclosure';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SelectField } from '@/components/ui/select-field';
import { DISCLOSURE_EXPLANATIONS, disclosureRuleLabel, disclosureRuleTerms } from '../texts';
import { TAP_SIZE } from './tap-size';

interface DisclosureOptionsProps {
  rules: readonly DisclosureRule[];
  /** The chosen rule's id. */
  value: string;
  onChange: (ruleId: string) => void;
  disabled: boolean;
}

/**
 * Which disclosure rule the staged photos follow (`GET /api/config`'s `disclosureRules`): our plain choices by name,
 * then the rules of listing services and laws ("My MLS or law: …"); under it, what the kit does under the chosen rule,
 * what else the rule asks, and where it is written.
 */
export function DisclosureOptions({ rules, value, onChange, disabled }: DisclosureOptionsProps) {
  const rule = rules.find(({ id }) => id === value);
  return (
    <Stack gap="2">
      <SelectField
        label="Disclosure"
        options={rules.map((option) => ({ value: option.id, label: disclosureRuleLabel(option) }))}
        value={value}
        onChange={onChange}
        disabled={disabled}
        size={TAP_SIZE}
        helperText={rule && DISCLOSURE_EXPLANATIONS[disclosureOf(rule)]}
      />
      {rule &&
        disclosureRuleTerms(rule).map((term) => (
          <Text key={term} fontSize="sm" color="fg.muted">
            {term}
          </Text>
        ))}
      {rule?.source && (
        <Link href={rule.source} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="teal" alignSelf="start">
          {`The rule's text (read ${rule.checked ?? 'on an unknown day'})`}
        </Link>
      )}
    </Stack>
  );
}
