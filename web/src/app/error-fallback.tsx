import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a user sees when a screen crashed: a plain explanation and a way to start over. */
export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        Something went wrong
      </Heading>
      <Text mt="4" color="fg.muted">
        This page could not be shown. Reload to try again; if it keeps happening, contact support.
      </Text>
      <Text mt="2" fontSize="sm" color="fg.subtle">
        {describe(error)}
      </Text>
      <Button mt="8" colorPalette="teal" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}

interface AppErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** Shows the error page instead of its children when they throw: around each screen, and around the whole app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
