import { useRef } from 'react';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { Input } from '@chakra-ui/react/input';
import { toast } from '@/components/ui/toast';
import { copyLink, SHARE_TOAST_TOPIC } from '../utils/copy-link';

/**
 * A share link in a read-only field (focusing it selects it all) with Copy beside it. When the browser refuses the
 * clipboard, a toast says so and the link is selected, ready to be copied by hand.
 */
export function CopyableLink({ url, name }: { url: string; name: string }) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyLink(url)) return;
    toast({ title: SHARE_MESSAGES.copyFailed, variant: 'destructive', topic: SHARE_TOAST_TOPIC });
    field.current?.focus();
    field.current?.select();
  };
  return (
    <Group attached w="full" minW="0">
      <Input
        ref={field}
        readOnly
        value={url}
        aria-label={`Link to ${name}`}
        onFocus={(event) => event.currentTarget.select()}
        size="sm"
        fontFamily="mono"
        fontSize="xs"
      />
      <Button size="sm" variant="outline" aria-label={`Copy link: ${name}`} onClick={() => void copy()}>
        Copy
      </Button>
    </Group>
  );
}
