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
  /** Kept in the layout but not shown, nor read out: its place stays taken until it is known whether it applies. */
  hidden?: boolean;
}

/** A word before paying about what the image engine does: small muted text behind an orange rule. */
export function EngineNotice({ children, centred = false, hidden = false }: EngineNoticeProps) {
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      borderStartWidth="3px"
      borderColor="orange.solid"
      ps="3"
      {...(centred && { width: 'fit-content', mx: 'auto', textAlign: 'start' })}
      {...(hidden && { visibility: 'hidden', 'aria-hidden': true })}
    >
      {children}
    </Text>
  );
}

interface LocalEngineLineProps {
  centred?: boolean;
  /**
   * Keeps the line's place on a page prerendered before the engine is known (the landing), so nothing moves when
   * the app takes over: shown there once the engine is the local one, hidden otherwise.
   */
  keepPlace?: boolean;
}

/**
 * Where this installation runs the local engine, the one line that says so, with the way to the Help Center's
 * answer; nothing otherwise (or while the config loads).
 */
export function LocalEngineLine({ centred = false, keepPlace = false }: LocalEngineLineProps) {
  const local = useRunsLocalEngine();
  if (!local && !keepPlace) return null;
  return (
    <EngineNotice centred={centred} hidden={!local}>
      {REMIX_MESSAGES.localEngineLine}{' '}
      <Link asChild colorPalette="teal" fontWeight="semibold">
        <RouterLink to={helpPath()}>Learn more</RouterLink>
      </Link>
    </EngineNotice>
  );
}
