import {
  ArrayInput,
  AutocompleteInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { VIDEO_LINK_TYPES } from '@shop/contracts/content-blocks';
import { CONTENT_BLOCK_TYPES } from '@shop/contracts/staff-posts';
import { BlockImageInput } from './block-image-input.tsx';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const label = (field: string) => `resources.posts.blocks.fields.${field}`;

/** The fields one block kind needs (SPEC §2), relative to the block: the iterator scopes them. */
function BlockFields({ type }: { type: string | undefined }) {
  const html = <TextInput source="html" label={label('html')} multiline minRows={3} helperText="resources.posts.htmlHelp" fullWidth />;
  const title = (optional = false) => <TextInput source="title" label={label('title')} parse={optional ? emptyToNull : undefined} fullWidth />;
  const image = (source = 'image') => <BlockImageInput source={source} label={`resources.posts.blocks.fields.${source}`} />;
  switch (type) {
    case 'block_with_video':
      return (
        <>
          {title(true)}
          <TextInput source="video.url" label={label('video_url')} fullWidth />
          <SelectInput source="video.type" label={label('video_type')} choices={VIDEO_LINK_TYPES.map((id) => ({ id, name: `resources.posts.videoTypes.${id}` }))} />
          {image('poster')}
        </>
      );
    case 'block_with_image':
      return (
        <>
          {image()}
          <TextInput source="caption" label={label('caption')} parse={emptyToNull} fullWidth />
        </>
      );
    case 'description':
      return html;
    case 'content_title':
      return title();
    case 'title_with_description':
    case 'title_with_center_description':
      return (
        <>
          {title()}
          {html}
        </>
      );
    case 'phrase':
      return (
        <>
          <TextInput source="text" label={label('text')} multiline fullWidth />
          <TextInput source="author" label={label('author')} parse={emptyToNull} fullWidth />
        </>
      );
    case 'image_left':
    case 'image_right':
      return (
        <>
          {image()}
          {title(true)}
          {html}
        </>
      );
    case 'column_block':
      return (
        <>
          {image()}
          {title()}
          {html}
        </>
      );
    case 'block_with_image_with_button':
      return (
        <>
          {image()}
          {title()}
          <TextInput source="text" label={label('text')} parse={emptyToNull} fullWidth />
          <TextInput source="button.label" label={label('button_label')} />
          <TextInput source="button.link" label={label('button_link')} />
        </>
      );
    case 'product':
      return (
        <ReferenceInput source="productId" reference="products">
          <AutocompleteInput label={label('productId')} optionText="title_ru" filterToQuery={(q: string) => ({ q })} fullWidth />
        </ReferenceInput>
      );
    default:
      return null;
  }
}

/**
 * The content blocks of one language (SPEC §2's 12 kinds): a list the editor adds to, reorders and
 * removes from; each block's kind picks the fields shown for it. A "product" block picks a product
 * from the catalogue by its title.
 */
export function ContentBlocksInput({ source }: { source: 'blocks_ru' | 'blocks_uk' }) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={`resources.posts.fields.${source}`}>
      <SimpleFormIterator fullWidth>
        <SelectInput
          source="type"
          label={label('type')}
          choices={CONTENT_BLOCK_TYPES.map((id) => ({ id, name: translate(`resources.posts.blocks.types.${id}`) }))}
          translateChoice={false}
        />
        <FormDataConsumer>{({ scopedFormData }) => <BlockFields type={scopedFormData?.type} />}</FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
