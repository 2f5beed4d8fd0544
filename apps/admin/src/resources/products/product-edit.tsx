import { Edit, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { staffProductUpdate, type StaffProduct } from '@shop/contracts/staff-catalogue';
import { editableProduct } from './editable-product.ts';
import { ProductForm } from './product-form.tsx';

/** Opens the product's page on the shop, in a new tab, to see the saved change as shoppers do. */
function ShopPageLink() {
  const record = useRecordContext<StaffProduct>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button href={record.url} target="_blank" rel="noopener">
      {translate('resources.products.shopPage')}
    </Button>
  );
}

/**
 * One product's form. Saved pessimistically: the answer (a 409 when a colleague saved first or a
 * sale moved a stock the form changed, a 422 per field) is shown before the form is left, and a
 * successful save reloads the record, with its new version, from the answer.
 */
export function ProductEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Record<string, unknown>) => editableProduct(data)}
      actions={
        <TopToolbar>
          <ShopPageLink />
        </TopToolbar>
      }
    >
      <ProductForm schema={staffProductUpdate} />
    </Edit>
  );
}
