/// Shows another object's state: the badge's text is made from what the inbox's functions wrote.
struct InboxBadge {
    let inbox: Inbox
    var text: String { "\(inbox.unread) unread" }
}
