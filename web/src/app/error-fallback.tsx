import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
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

/** The router's error element: a route that threw (or whose code failed to load) renders this instead. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback error={error} />;
}

interface AppErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** The last line of defence around the whole app, for errors outside the router's own boundaries. */
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
