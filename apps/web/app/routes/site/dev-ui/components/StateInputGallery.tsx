import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInput, SelectInput, SwatchPicker, TextInput } from '../../../../components/ui/StateInputs.tsx';
import { TextArea } from '../../../../components/ui/TextArea.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

const COLORS = ['#F28F3E', '#2F6FDE', '#2E9E6B', '#7A4FD6'];

/** The inputs a live editor holds in its own state (the resume wizard), in their states. */
export function StateInputGallery() {
  const { t } = useTranslation('DevUi', { keyPrefix: 'stateInputs' });
  const [text, setText] = useState('');
  const [color, setColor] = useState(COLORS[0] as string);
  const [checked, setChecked] = useState(true);
  const [size, setSize] = useState('10');
  const [notes, setNotes] = useState(t('filledText'));
  return (
    <GallerySection title={t('title')}>
      <GalleryRow title={t('empty')}>
        <TextInput label={t('name')} value={text} onChange={setText} className="w-72" />
      </GalleryRow>
      <GalleryRow title={t('error')}>
        <TextInput label={t('email')} value="me@" onChange={() => {}} errors={[t('errorText')]} className="w-72" />
      </GalleryRow>
      <GalleryRow title={t('described')}>
        <SelectInput
          label={t('size')}
          description={t('sizeHint')}
          value={size}
          options={['9', '10', '11'].map((value) => ({ value, name: `${value} pt` }))}
          onChange={setSize}
          className="w-72"
        />
        <CheckInput label={t('check')} checked={checked} onChange={setChecked} />
      </GalleryRow>
      <GalleryRow title={t('swatches')}>
        <SwatchPicker
          legend={t('color')}
          colors={COLORS}
          value={color}
          onChange={setColor}
          nameOf={(each) => t('colorName', { color: each })}
        />
      </GalleryRow>
      <GalleryRow title={t('autofilled')}>
        <TextArea
          label={t('notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          isAiGenerated={notes === t('filledText')}
          aiNotice={t('autofilledNotice')}
          rows={3}
          className="w-full max-w-xl"
        />
      </GalleryRow>
    </GallerySection>
  );
}
