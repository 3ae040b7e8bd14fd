import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react/alert';

interface AlertNoticeProps {
  status: 'error' | 'warning';
  title: string;
  children: ReactNode;
}

/** A refusal or failure shown where it happened, announced at once (role alert): a title and what to know. */
export function AlertNotice({ status, title, children }: AlertNoticeProps) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
