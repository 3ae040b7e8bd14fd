import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ADMIN_SECTIONS, ADMIN_USER_ROUTE, adminPath } from '@/lib/route-paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ADMIN_TEXTS } from '../texts';
import { AdminNav } from './admin-nav';
import { ADMIN_SECTION_PAGES } from './admin-sections';
import { UserDetailPage } from './user-detail-page';

/**
 * The admin console at `/admin/*` (issue 17; docs/api.md#admin): its sections under one heading and nav. The route
 * shows it to admins only; `notFound` is the app's 404 page, for a path below `/admin` that is no section.
 */
export function AdminConsole({ notFound }: { notFound: ReactNode }) {
  useDocumentMeta({ title: ADMIN_TEXTS.title, description: ADMIN_TEXTS.description });
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {ADMIN_TEXTS.title}
        </Heading>
        <AdminNav />
        <Routes>
          <Route index element={<Navigate to={adminPath('users')} replace />} />
          {ADMIN_SECTIONS.map((section) => {
            const Page = ADMIN_SECTION_PAGES[section];
            return <Route key={section} path={section} element={<Page />} />;
          })}
          <Route path={ADMIN_USER_ROUTE} element={<UserDetailPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      </Stack>
    </Container>
  );
}
