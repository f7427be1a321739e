/** The media viewer (s1 §2 "Media modal"): loaded on first use by the attachments. */
export { default as MediaViewer, type MediaViewerProps } from './MediaViewer'
