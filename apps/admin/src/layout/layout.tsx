import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './app-bar.tsx';
import { AdminMenu } from './menu.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
