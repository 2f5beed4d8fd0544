import type { StaffArea } from '@shop/contracts/staff-roles';
import type { ComponentType } from 'react';

/** Labels of a screen in both interface languages. */
export interface Labels {
  ru: Record<string, unknown>;
  ua: Record<string, unknown>;
}

/**
 * What a screen's `resources/<area>/resource.tsx` exports as `default` (or `resources`, an array
 * when one area has several screens). `name` is react-admin's resource name and the URL segment
 * (`/admin/<name>/<id>`); `path` the API collection it reads, `/v1/staff/<...>` by default.
 * `messages` go under `resources.<name>` (react-admin's convention: `name`, `fields.*`, and any
 * key of the screen's own, read as `translate('resources.<name>.<key>')`).
 */
export interface ResourceDescriptor {
  name: string;
  area: StaffArea;
  path?: string;
  list?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  icon?: ComponentType;
  /** Shown in the menu (default true). */
  menu?: boolean;
  recordRepresentation?: string;
  /**
   * How the list's sort reaches the API: `sort=<field>&order=asc|desc` (default), or one signed
   * parameter `sort=-<field>` for descending (`signed`, as the orders list takes it).
   */
  sortStyle?: 'field-and-order' | 'signed';
  messages: Labels;
}
