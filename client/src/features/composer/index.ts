/** The composer's entry points (s1 §2 "Post status form"): the post form, inline replies, editing. */
export { EditStatusModal, type EditStatusModalProps } from './EditStatusModal'
export { PostForm, type PostFormProps } from './PostForm'
export { ReplyForm, type ReplyFormProps } from './ReplyForm'
export { EmojiButton, type EmojiButtonProps } from './EmojiButton'
export { useUploads, type UploadFailure } from './useUploads'
