import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '@roomremix/contracts/constants';
import { supportMailto } from '@/config/support';

function ContactCard({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} borderWidth="1px" rounded="xl" p="6" gap="4" justify="space-between">
      <Stack gap="2">
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
      {action}
    </Stack>
  );
}

/**
 * The Help Center's contact tab: e-mail support, and the live chat card. There is no live chat service
 * yet, so its button says plainly that it opens an e-mail instead of pretending to start a chat.
 */
export function ContactPanel() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <ContactCard
        title="Email Support"
        action={
          <Button asChild colorPalette="teal" alignSelf="flex-start">
            <a href={supportMailto('RoomRemix support request')}>Email Support</a>
          </Button>
        }
      >
        <Text color="fg.muted">
          Write to us at {SUPPORT_EMAIL}. We reply within {SUPPORT_REPLY_HOURS} hours. For a billing question, add your
          username and the date of the charge.
        </Text>
      </ContactCard>
      <ContactCard
        title="Live Chat Support"
        action={
          <Button asChild variant="outline" alignSelf="flex-start">
            <a href={supportMailto('Live chat request')} aria-describedby="live-chat-note">
              Start Live Chat
            </a>
          </Button>
        }
      >
        <Text id="live-chat-note" color="fg.muted">
          Live chat is not available yet, so there are no chat hours. Start Live Chat opens an e-mail to our support
          team instead, and we reply within {SUPPORT_REPLY_HOURS} hours.
        </Text>
      </ContactCard>
    </SimpleGrid>
  );
}
