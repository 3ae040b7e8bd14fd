import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { helpPath } from '@/lib/route-paths';
import { useRunsLocalEngine } from '@/lib/use-local-engine';

interface EngineNoticeProps {
  children: ReactNode;
  /** Centred under a centred heading (the landing's hero); else it starts at the text's edge. */
  centred?: boolean;
}

/** A word before paying about what the image engine does: small muted text behind an orange rule. */
export function EngineNotice({ children, centred = false }: EngineNoticeProps) {
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      borderStartWidth="3px"
      borderColor="orange.solid"
      ps="3"
      {...(centred && { width: 'fit-content', mx: 'auto', textAlign: 'start' })}
    >
      {children}
    </Text>
  );
}

/**
 * Where this installation runs the local engine, the one line that says so, with the way to the Help Center's
 * answer; nothing otherwise (or while the config loads).
 */
export function LocalEngineLine({ centred = false }: { centred?: boolean }) {
  if (!useRunsLocalEngine()) return null;
  return (
    <EngineNotice centred={centred}>
      {REMIX_MESSAGES.localEngineLine}{' '}
      <Link asChild colorPalette="teal" fontWeight="semibold">
        <RouterLink to={helpPath()}>Learn more</RouterLink>
      </Link>
    </EngineNotice>
  );
}
