import { NavLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { ADMIN_TEXTS } from '../texts';

const SECTIONS = ['users', 'jobs', 'coupons', 'packages', 'payments', 'audit'] as const;

/** The console's sections as links; the current one is marked (`aria-current`). Scrolls sideways on phones. */
export function AdminNav() {
  return (
    <Flex as="nav" aria-label="Admin sections" gap="1" overflowX="auto" borderBottomWidth="1px" pb="2" mx="-1" px="1">
      {SECTIONS.map((section) => (
        <Button
          key={section}
          asChild
          variant="ghost"
          size="sm"
          flexShrink="0"
          color="fg.muted"
          _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
        >
          <NavLink to={`/admin/${section}`}>{ADMIN_TEXTS.sections[section]}</NavLink>
        </Button>
      ))}
    </Flex>
  );
}
