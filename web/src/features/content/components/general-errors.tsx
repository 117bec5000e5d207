/** A form's errors that belong to no field, announced above it. */
export function FormProblems({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="notification is-danger is-light" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
