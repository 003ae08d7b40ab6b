@_exported import UIDescription
