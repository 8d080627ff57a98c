// What the console's other pages may use of messages: a beneficiary's record shows and starts that person's
// conversations with the same thread and compose dialog as the messages page; the organisations page holds
// the daily group SMS ceiling form.
export { usePersonMessages } from './api/get-person-messages';
export { ComposeDialog } from './compose-dialog';
export { ConversationThread } from './conversation-thread';
export { SmsCeilingForm } from './sms-ceiling-form';
