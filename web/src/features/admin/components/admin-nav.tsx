import { NavLink } from 'react-router';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { ADMIN_SECTIONS, adminPath } from '@/lib/route-paths';
import { ADMIN_TEXTS } from '../texts';

/** The console's sections as links; the current one is marked (`aria-current`). They wrap on phones. */
export function AdminNav() {
  return (
    <Flex as="nav" aria-label="Admin sections" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
      {ADMIN_SECTIONS.map((section) => (
        <Button
          key={section}
          asChild
          variant="ghost"
          size="sm"
          color="fg.muted"
          _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
        >
          <NavLink to={adminPath(section)}>{ADMIN_TEXTS.sections[section]}</NavLink>
        </Button>
      ))}
    </Flex>
  );
}
