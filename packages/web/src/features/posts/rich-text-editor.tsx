import '@mantine/tiptap/styles.css';
import { POST_FILE_PATH } from '@honora/contract';
import { postsScreenMessages as t } from '@honora/contract/screen-texts/posts';
import { FileInput, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { uploadPostImage } from './use-posts';

interface Props {
  value: string;
  error?: string;
  onChange: (html: string) => void;
}

/**
 * The post body's editor (decision 058): Mantine's Tiptap editor, loaded only with the post editor.
 * Its buttons are the markup the server keeps (headings, lists, links, bold, italic, underline,
 * strike, blockquote, code); images are sent first and inserted by their address of ours.
 */
export function RichTextField({ value, error, onChange }: Props) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ protocols: ['mailto'], openOnClick: false }),
      Image,
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': t.editorLabel, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  async function insertImage(file: File | null) {
    if (!file || !editor) return;
    setIsUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadPostImage(file, 'posts');
      editor
        .chain()
        .focus()
        .setImage({ src: `${POST_FILE_PATH}${uploaded.id}`, alt: file.name.replace(/\.[a-z]+$/i, '') })
        .run();
    } catch (caught) {
      const apiError = toApiError(caught);
      setUploadError(apiError.fields[0]?.message ?? apiError.message);
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text component="span" fw={500} size="sm" id="post-body-label">
        {t.body}
      </Text>
      <RichTextEditor editor={editor} labels={t.editor} aria-labelledby="post-body-label">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <FileInput
        label={t.bodyImage}
        description={t.bodyImageHint}
        accept="image/png,image/jpeg"
        placeholder={isUploading ? t.uploading : undefined}
        value={null}
        error={uploadError}
        disabled={isUploading || !editor}
        onChange={(file) => void insertImage(file)}
      />
    </Stack>
  );
}
