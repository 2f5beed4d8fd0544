import { Admin, CustomRoutes, Resource, defaultTheme, localStorageStore } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { staffMay, type StaffRole } from '@shop/contracts/staff-roles';
import { dataProvider } from './api/data-provider.ts';
import { authProvider } from './auth/auth-provider.ts';
import { NoAccess } from './auth/no-access.tsx';
import { Dashboard } from './dashboard/dashboard.tsx';
import { i18nProvider } from './i18n/i18n-provider.ts';
import { AdminLayout } from './layout/layout.tsx';
import { RESOURCES } from './resources/registry.ts';

// react-admin's theme with a darker blue for the app bar and buttons: white text on it passes
// WCAG AA contrast (8.6:1), which the default colours do not in the app bar.
const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0d47a1' }, secondary: { main: '#0d47a1' } },
  // A list wider than the screen (many columns, a phone) scrolls inside its card instead of widening
  // the page past the viewport.
  components: {
    ...defaultTheme.components,
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  },
};

// One key for the remembered interface language and list settings (see i18n-provider.ts).
const store = localStorageStore(undefined, 'admin');

/**
 * The back office at /admin/ (BrowserRouter with basename /admin: a record's edit form is
 * /admin/<resource>/<id>). Only the screens the role may open are registered; the server refuses
 * the rest anyway.
 */
export function App() {
  return (
    // react-admin's own router is a hash router; the shop's addresses are paths, so one is given.
    <BrowserRouter basename="/admin">
      <Admin
        title="ProCosmetics"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AdminLayout}
        theme={theme}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(permissions: StaffRole | null) => [
          <CustomRoutes key="no-access" noLayout>
            <Route path="/no-access" element={<NoAccess />} />
          </CustomRoutes>,
          ...RESOURCES.filter((resource) => staffMay(permissions, resource.area)).map((resource) => (
            <Resource
              key={resource.name}
              name={resource.name}
              list={resource.list}
              edit={resource.edit}
              show={resource.show}
              create={resource.create}
              icon={resource.icon}
              recordRepresentation={resource.recordRepresentation}
            />
          )),
        ]}
      </Admin>
    </BrowserRouter>
  );
}
