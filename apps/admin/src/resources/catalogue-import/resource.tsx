import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceDescriptor } from '../descriptor.ts';
import { CatalogueImportPage } from './import-page.tsx';
import { catalogueImportRu } from './messages.ru.ts';
import { catalogueImportUa } from './messages.ua.ts';

/** The bulk price-and-stock import (issue 29, screen 5; decision 0022): one page, no record list. */
const catalogueImport: ResourceDescriptor = {
  name: 'catalogue-import',
  area: 'catalogue',
  list: CatalogueImportPage,
  icon: UploadFileIcon,
  messages: { ru: catalogueImportRu, ua: catalogueImportUa },
};

export default catalogueImport;
