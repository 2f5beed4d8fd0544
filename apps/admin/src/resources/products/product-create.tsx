import { Create } from 'react-admin';
import { staffProductCreate } from '@shop/contracts/staff-catalogue';
import { editableProduct } from './editable-product.ts';
import { ProductForm } from './product-form.tsx';

/** A new product starts published, with one empty variant to fill in. */
const NEW_PRODUCT = {
  published: true,
  is_new: false,
  series_id: null,
  category_ids: [],
  tag_ids: [],
  ingredient_ids: [],
  image_id: null,
  image2_id: null,
  variants: [{ size: 0, old_retail_price: null, image_id: null }],
};

export function ProductCreate() {
  return (
    <Create redirect="edit" transform={(data: Record<string, unknown>) => editableProduct(data)}>
      <ProductForm schema={staffProductCreate} defaultValues={NEW_PRODUCT} />
    </Create>
  );
}
